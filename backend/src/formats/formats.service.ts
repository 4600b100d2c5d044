import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { FormatCode, FormatDefinition } from '../cards/domain/format.js';
import { CardCatalogueService } from '../cards/card-catalogue.service.js';
import { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import type { UpdateFormatDto } from './dto/format.dto.js';
import { GameFormat } from './game-format.entity.js';

type Definitions = Record<FormatCode, FormatDefinition>;

/**
 * The game formats. Their definitions are read on every deck shown, and change a few times a year: they are kept
 * until PostgreSQL announces a catalogue change (a format change announces one, from any server) and never while
 * notifications are down, as the card rows are.
 */
@Injectable()
export class FormatsService {
  private kept: Definitions | undefined;
  /** Counts the changes heard: definitions read across one are not kept. */
  private changes = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: CardCatalogueService,
    private readonly notifications: DatabaseNotifications,
  ) {
    catalogue.onChange(() => this.forget());
  }

  /** Every format's definition (read-only: shared by every caller). */
  async definitions(): Promise<Definitions> {
    if (this.kept) return this.kept;
    const changes = this.changes;
    const read = await this.em.fork().getRepository(GameFormat).definitions();
    if (this.notifications.listening && changes === this.changes) this.kept = read;
    return read;
  }

  async list(): Promise<FormatDefinition[]> {
    return Object.values(await this.definitions());
  }

  async get(code: FormatCode): Promise<FormatDefinition> {
    return (await this.definitions())[code];
  }

  /** Changes a format and recomputes every card's legality in the same transaction, announced on commit. */
  async update(code: string, changes: UpdateFormatDto): Promise<FormatDefinition> {
    if (code !== 'standard' && code !== 'expanded')
      throw new NotFoundException('The formats are standard and expanded.');
    const updated = await this.em.transactional(async (em) => {
      await em.getRepository(GameFormat).definitions();
      const format = await em.findOneOrFail(GameFormat, { code });
      // DTO instances carry every declared key; only the ones sent change the format.
      const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      format.rules = { ...format.rules, ...sent };
      await em.flush();
      await this.catalogue.formatsChanged(em);
      return format.toDefinition();
    });
    // This server's next read sees the change at once, before the notification comes back.
    this.forget();
    return updated;
  }

  private forget(): void {
    this.changes++;
    this.kept = undefined;
  }
}
