import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { User } from './user.entity.js';

export const EMAIL_TAKEN = 'An account with this email address already exists.';

/** Reads and changes accounts; the single place that knows how e-mail uniqueness is kept. */
@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  async get(id: number): Promise<User> {
    const user = await this.em.findOne(User, { id });
    if (!user) throw new NotFoundException('That user does not exist.');
    return user;
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
