import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Role } from '../common/role.js';
import { type PublicMemberDto, toPublicMemberDto } from './dto/member-summary.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { Profile } from './profile.embeddable.js';
import { User } from './user.entity.js';

export const PLAYER_ID_TAKEN = 'This Player ID is already on another member’s profile.';

export const EMAIL_TAKEN = 'An account with this email address already exists.';

/** Reads and changes accounts; the single place that knows how e-mail uniqueness is kept. */
@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  async get(id: number, em: EntityManager = this.em): Promise<User> {
    const user = await em.findOne(User, { id });
    if (!user) throw new NotFoundException('That user does not exist.');
    return user;
  }

  /** The account, or null: for callers that answer a missing one in their own words. */
  find(id: number, em: EntityManager = this.em): Promise<User | null> {
    return em.findOne(User, { id });
  }

  /** The account as a relation's target, unloaded (the caller may be a copy shared between requests). */
  reference(id: number, em: EntityManager = this.em): User {
    return em.getReference(User, id);
  }

  /** A new account, not stored yet: the caller persists it in its own unit of work. */
  newAccount(
    email: string,
    passwordHash: string,
    profile: { firstName: string; lastName: string; avatar?: number },
    role?: Role,
  ): User {
    return new User(
      email,
      passwordHash,
      new Profile(profile.firstName, profile.lastName, profile.avatar),
      role,
    );
  }

  /** The account, with its row locked until `em`'s transaction ends: one member's quota is checked at a time. */
  lockForUpdate(em: EntityManager, id: number): Promise<User> {
    return em.findOneOrFail(User, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Members as other members see them (names and avatar, no e-mail address), by id; unknown ids are left out. */
  async publicMembers(ids: readonly number[]): Promise<Map<number, PublicMemberDto>> {
    if (!ids.length) return new Map();
    const users = await this.em.find(User, { id: { $in: [...new Set(ids)] } });
    return new Map(users.map((user) => [user.id, toPublicMemberDto(user)]));
  }

  countWithRole(...roles: Role[]): Promise<number> {
    return this.em.count(User, { role: { $in: roles } });
  }

  /** The newest accounts, newest first. */
  newest(limit: number): Promise<User[]> {
    return this.em.find(User, {}, { orderBy: { createdAt: 'DESC', id: 'DESC' }, limit });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: email.toLowerCase() });
  }

  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: email.toLowerCase() }, { populate: ['passwordHash'] });
  }

  async ensureEmailFree(email: string, exceptId?: number): Promise<void> {
    const other = await this.findByEmail(email);
    if (other && other.id !== exceptId) throw new ConflictException(EMAIL_TAKEN);
  }

  /**
   * Applies profile fields that are present; names and e-mail were checked non-blank by the DTO. An e-mail given
   * here changes at once (an admin's edit); a member's own goes through EmailChangeService.
   */
  async applyProfile(user: User, changes: Omit<UpdateProfileDto, 'currentPassword'>): Promise<void> {
    if (changes.email !== undefined && changes.email !== user.email) {
      await this.ensureEmailFree(changes.email, user.id);
      user.email = changes.email;
    }
    const profile = user.profile;
    if (changes.firstName !== undefined) profile.firstName = changes.firstName;
    if (changes.lastName !== undefined) profile.lastName = changes.lastName;
    if (changes.avatar !== undefined) profile.avatar = changes.avatar;
    if (changes.bio !== undefined) profile.bio = changes.bio || null;
    if (changes.location !== undefined) profile.location = changes.location || null;
    if (changes.playerId !== undefined) {
      const playerId = changes.playerId || null;
      if (playerId !== null && playerId !== profile.playerId)
        await this.ensurePlayerIdFree(playerId, user.id);
      profile.playerId = playerId;
    }
    if (changes.birthDate !== undefined) profile.birthDate = changes.birthDate || null;
  }

  /** One account a Player ID: TOM's files find the member by it. */
  private async ensurePlayerIdFree(playerId: string, userId: number): Promise<void> {
    if (await this.em.count(User, { profile: { playerId }, id: { $ne: userId } })) {
      throw new ConflictException(PLAYER_ID_TAKEN);
    }
  }

  /** A member's own change of everything but the e-mail address. */
  async updateOwnProfile(
    user: User,
    changes: Omit<UpdateProfileDto, 'email' | 'currentPassword'>,
  ): Promise<User> {
    await this.applyProfile(user, changes);
    await this.em.flush();
    return user;
  }
}
