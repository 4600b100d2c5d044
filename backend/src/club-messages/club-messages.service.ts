import { type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { filterIds, filterText, type ListPage, type ListQuery, rowsOf } from '../common/simple-rest.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { MailGate } from '../mail/mail-gate.service.js';
import { contactMail } from './contact-mail.js';
import { ContactMessage } from './contact-message.entity.js';
import {
  type ContactMessageDto,
  type CreateContactMessageDto,
  toContactMessageDto,
  type UpdateContactMessageDto,
} from './dto/contact.dto.js';

const SORTS: Record<string, (direction: 'ASC' | 'DESC') => QueryOrderMap<ContactMessage>> = {
  id: (d) => ({ id: d }),
  createdAt: (d) => ({ createdAt: d }),
  handled: (d) => ({ handled: d }),
  name: (d) => ({ name: d }),
  email: (d) => ({ email: d }),
  subject: (d) => ({ subject: d }),
};
export const CONTACT_SORT_FIELDS = Object.keys(SORTS);

/** Messages from the contact form: stored, mailed to the club, and marked handled by admins. */
@Injectable()
export class ClubMessagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailGate,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the message first, so a mail server that fails loses nothing: admins still read it. */
  receive(dto: CreateContactMessageDto): Promise<ContactMessage> {
    return this.mail.transactional(this.em, async (em, outbox) => {
      const message = new ContactMessage(dto);
      em.persist(message);
      // The form is throttled per visitor's address; the club's inbox is still a recipient with its limit.
      outbox.post(null, [
        contactMail({ ...dto, to: this.config.clubEmail, adminUrl: `${this.config.publicUrl}/admin` }),
      ]);
      return message;
    });
  }

  countUnhandled(): Promise<number> {
    return this.em.count(ContactMessage, { handled: false });
  }

  async list(query: ListQuery): Promise<ListPage<ContactMessageDto>> {
    const [field, direction] = query.sort ?? ['createdAt', 'DESC'];
    const [messages, total] = await this.em.findAndCount(ContactMessage, this.whereOf(query.filter), {
      orderBy: [SORTS[field](direction), { id: 'DESC' }],
      ...rowsOf(query.range),
    });
    return { rows: messages.map(toContactMessageDto), total };
  }

  async get(id: number): Promise<ContactMessageDto> {
    return toContactMessageDto(await this.entity(id));
  }

  async update(id: number, dto: UpdateContactMessageDto): Promise<ContactMessageDto> {
    const message = await this.entity(id);
    if (dto.handled !== undefined && dto.handled !== message.handled) {
      message.handled = dto.handled;
      message.handledAt = dto.handled ? new Date() : null;
      await this.em.flush();
    }
    return toContactMessageDto(message);
  }

  async remove(id: number): Promise<ContactMessageDto> {
    const message = await this.entity(id);
    const dto = toContactMessageDto(message);
    await this.em.remove(message).flush();
    return dto;
  }

  private async entity(id: number): Promise<ContactMessage> {
    const message = await this.em.findOne(ContactMessage, { id });
    if (!message) throw new NotFoundException('That message does not exist.');
    return message;
  }

  private whereOf(filter: Record<string, unknown>): FilterQuery<ContactMessage> {
    const where: FilterQuery<ContactMessage>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue;
      if (key === 'q') {
        const like = filterText(value);
        where.push({
          $or: [
            { name: { $ilike: like } },
            { email: { $ilike: like } },
            { subject: { $ilike: like } },
            { message: { $ilike: like } },
          ],
        });
      } else if (key === 'id') {
        where.push({ id: { $in: filterIds(value, 'a message id') } });
      } else if (key === 'handled') {
        if (typeof value !== 'boolean') throw new BadRequestException('handled must be true or false.');
        where.push({ handled: value });
      } else {
        throw new BadRequestException(`Unknown filter '${key}'. Filters: q, id, handled.`);
      }
    }
    return where.length ? { $and: where } : {};
  }
}
