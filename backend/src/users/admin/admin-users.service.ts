import { type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { hashPassword } from '../../common/password-hasher.js';
import { type ListPage, type ListQuery, rowsOf } from '../../common/simple-rest.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.tokens.js';
import { addressChangedByAdminMail, newAdminMails } from './account-change-mail.js';
import { AdminUserRepository } from './admin-user.repository.js';
import { approvalMail } from './approval-mail.js';
import { MailGate } from '../../mail/mail-gate.service.js';
import { Profile } from '../profile.embeddable.js';
import { Role } from '../../common/role.js';
import { User } from '../user.entity.js';
import { UsersService } from '../users.service.js';
import type { CreateUserDto, UpdateUserDto } from './dto/admin-user.dto.js';
import { SESSIONS, type Sessions } from '../sessions.tokens.js';

/** Sort keys react-admin may send, mapped to entity paths. */
const SORTS: Record<string, (direction: 'ASC' | 'DESC') => QueryOrderMap<User>> = {
  id: (d) => ({ id: d }),
  email: (d) => ({ email: d }),
  role: (d) => ({ role: d }),
  createdAt: (d) => ({ createdAt: d }),
  approvedAt: (d) => ({ approvedAt: d }),
  'profile.firstName': (d) => ({ profile: { firstName: d } }),
  'profile.lastName': (d) => ({ profile: { lastName: d } }),
};
export const USER_SORT_FIELDS = Object.keys(SORTS);

const RECENT_COUNT = 10;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly admins: AdminUserRepository,
    private readonly users: UsersService,
    private readonly mail: MailGate,
    @Inject(SESSIONS) private readonly sessions: Sessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: ListQuery): Promise<ListPage<User>> {
    const where = this.whereOf(query.filter);
    const [field, direction] = query.sort ?? ['createdAt', 'DESC'];
    const [users, total] = await this.em.findAndCount(User, where, {
      orderBy: [SORTS[field](direction), { id: 'ASC' }],
      ...rowsOf(query.range),
    });
    return { rows: users, total };
  }

  pending(): Promise<User[]> {
    return this.em.find(User, { role: Role.PENDING }, { orderBy: { createdAt: 'ASC', id: 'ASC' } });
  }

  recent(): Promise<User[]> {
    return this.em.find(User, {}, { orderBy: { createdAt: 'DESC', id: 'DESC' }, limit: RECENT_COUNT });
  }

  get(id: number): Promise<User> {
    return this.users.get(id);
  }

  /** PENDING becomes MEMBER, and the member is told by e-mail. */
  approve(id: number): Promise<User> {
    return this.mail.transactional(this.em, async (_em, outbox) => {
      const user = await this.users.get(id);
      if (user.role !== Role.PENDING) throw new ConflictException('This account is already approved.');
      user.role = Role.MEMBER;
      user.approvedAt = new Date();
      outbox.post(null, [this.approvalMail(user)]);
      return user;
    });
  }

  /** Rejecting deletes the application for good; only pending applications can be rejected. */
  async reject(id: number): Promise<User> {
    const user = await this.users.get(id);
    if (user.role !== Role.PENDING) throw new ConflictException('Only pending applications can be rejected.');
    await this.em.remove(user).flush();
    return user;
  }

  async create(actor: User, dto: CreateUserDto): Promise<User> {
    await this.users.ensureEmailFree(dto.email);
    const role = dto.role ?? Role.MEMBER;
    const { firstName, lastName, avatar } = dto.profile;
    const user = new User(
      dto.email,
      await hashPassword(dto.password),
      new Profile(firstName, lastName, avatar),
      role,
    );
    if (role !== Role.PENDING) user.approvedAt = new Date();
    return this.mail.transactional(this.em, async (em, outbox) => {
      await em.persist(user).flush();
      if (role === Role.ADMIN) outbox.post(null, await this.newAdminMails(em, user, actor));
      return user;
    });
  }

  async update(actor: User, id: number, dto: UpdateUserDto): Promise<User> {
    // One transaction: a demotion checks the other admins under the lock it holds until it commits.
    return this.mail.transactional(this.em, async (em, outbox) => {
      const user = await this.users.get(id);
      const wasPending = user.role === Role.PENDING;
      const was = { role: user.role, email: user.email };
      if (dto.role !== undefined && dto.role !== user.role) {
        if (user.role === Role.ADMIN) await this.assertAdminMayLeave(actor, user, 'change the role of');
        if (dto.role === Role.PENDING && !wasPending) {
          throw new BadRequestException('An approved account cannot be sent back to pending.');
        }
        user.role = dto.role;
        if (wasPending) user.approvedAt = new Date();
      }
      await this.users.applyProfile(user, { ...dto.profile, email: dto.email });
      await em.flush();
      if (wasPending && user.role !== Role.PENDING) outbox.post(null, [this.approvalMail(user)]);
      if (user.role === Role.ADMIN && was.role !== Role.ADMIN)
        outbox.post(null, await this.newAdminMails(em, user, actor));
      if (user.email !== was.email) {
        const notice = { to: was.email, firstName: user.profile.firstName, newEmail: user.email };
        outbox.post(null, [addressChangedByAdminMail({ ...notice, clubName: this.config.clubName })]);
      }
      return user;
    });
  }

  remove(actor: User, id: number): Promise<User> {
    return this.em.transactional(async () => {
      const user = await this.users.get(id);
      if (user.role === Role.ADMIN) await this.assertAdminMayLeave(actor, user, 'delete');
      await this.sessions.endAllOf(user);
      await this.em.remove(user).flush();
      return user;
    });
  }

  /**
   * An admin may not remove or demote themself, and the club always keeps one admin. Called inside the
   * transaction that demotes or deletes: the admins' rows stay locked until it commits, so two admins demoting
   * each other at the same moment take turns, and the second finds only one admin left.
   */
  private async assertAdminMayLeave(actor: User, admin: User, action: string): Promise<void> {
    if (actor.id === admin.id) throw new BadRequestException(`You cannot ${action} your own admin account.`);
    const admins = await this.admins.lockAdminIds();
    if (!admins.some((other) => other.id !== admin.id)) {
      throw new BadRequestException(`You cannot ${action} the last admin.`);
    }
  }

  /** To the new admin and every other admin, the one who made them too (a hijacked account would be noticed). */
  private async newAdminMails(em: EntityManager, admin: User, by: User) {
    const otherAdmins = await em.find(User, { role: Role.ADMIN, id: { $ne: admin.id } });
    const adminUrl = `${this.config.publicUrl}/admin`;
    return newAdminMails({ admin, by, otherAdmins, clubName: this.config.clubName, adminUrl });
  }

  /** Sent by the club, not counted against the admin: approving a club night's sign-ups at once mails them all. */
  private approvalMail(user: User) {
    return approvalMail({
      to: user.email,
      firstName: user.profile.firstName,
      publicUrl: this.config.publicUrl,
    });
  }

  private whereOf(filter: Record<string, unknown>): FilterQuery<User> {
    const where: FilterQuery<User>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue;
      if (key === 'q') {
        if (typeof value !== 'string' || value.length > 100)
          throw new BadRequestException('q must be text of at most 100 characters.');
        const like = `%${escapeLike(value.trim())}%`;
        where.push({
          $or: [
            { email: { $ilike: like } },
            { profile: { firstName: { $ilike: like } } },
            { profile: { lastName: { $ilike: like } } },
          ],
        });
      } else if (key === 'id') {
        const ids = Array.isArray(value) ? value : [value];
        if (!ids.every((id) => Number.isSafeInteger(id) && id > 0 && id < 2 ** 31) || ids.length > 1000) {
          throw new BadRequestException('id must be a user id or a list of them.');
        }
        where.push({ id: { $in: ids as number[] } });
      } else if (key === 'role') {
        if (!Object.values(Role).includes(value as Role))
          throw new BadRequestException('role must be ADMIN, MEMBER or PENDING.');
        where.push({ role: value as Role });
      } else {
        throw new BadRequestException(`Unknown filter '${key}'. Filters: q, id, role.`);
      }
    }
    return where.length ? { $and: where } : {};
  }
}
