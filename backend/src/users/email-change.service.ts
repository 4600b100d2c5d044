import { PASSWORD_NEEDED } from '@club/rules';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { verifyPassword } from '../common/password-hasher.js';
import { RetryLaterException } from '../common/retry-later.exception.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { MailKind } from '../mail/dto/mail-kind.dto.js';
import { MailGate } from '../mail/mail-gate.service.js';
import { ThrottleBucketRepository } from '../throttling/throttle-bucket.repository.js';
import { CONFIRMATION_LINK_INVALID } from './dto/confirm-email.dto.js';
import { WRONG_CURRENT_PASSWORD } from './dto/update-profile.dto.js';
import { EmailChange } from './email-change.entity.js';
import { addressInUseMail, confirmEmailMail, emailChangeNoticeMail } from './email-change-mail.js';
import { User } from './user.entity.js';
import { EMAIL_TAKEN, UsersService } from './users.service.js';

/** How long a confirmation link works. */
export const EMAIL_CHANGE_LIFETIME_HOURS = 24;
const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong passwords. Please wait a few minutes and try again.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Changing a member's own e-mail address (docs/adr/0003): the current password is needed, and the new address
 * becomes the account's only when the link mailed to it is opened; the old address is told of the request.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly mail: MailGate,
    private readonly counters: ThrottleBucketRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks the password, keeps the change pending (replacing an earlier one) and mails both addresses. An
   * address that has an account is answered and stored exactly alike, so the form tests no address: its owner
   * is told instead of sent a link, and the stored change has a token nobody holds.
   */
  async request(user: User, newEmail: string, currentPassword: string | null | undefined): Promise<void> {
    await this.checkPassword(user, currentPassword);
    const owner = await this.users.findByEmail(newEmail);
    const taken = owner !== null && owner.id !== user.id;
    const token = randomBytes(32).toString('base64url');
    const context = { firstName: user.profile.firstName, clubName: this.config.clubName };
    await this.mail.transactional(
      this.em,
      async (em, outbox) => {
        await em.nativeDelete(EmailChange, { user: user.id });
        const expiresAt = new Date(Date.now() + EMAIL_CHANGE_LIFETIME_HOURS * 3_600_000);
        em.persist(new EmailChange(em.getReference(User, user.id), newEmail, sha256(token), expiresAt));
        outbox.post(user, [
          taken
            ? addressInUseMail({ ...context, firstName: owner.profile.firstName, to: newEmail })
            : confirmEmailMail({
                ...context,
                to: newEmail,
                link: `${this.config.publicUrl}/confirm-email?token=${token}`,
                hours: EMAIL_CHANGE_LIFETIME_HOURS,
              }),
          emailChangeNoticeMail({ ...context, to: user.email, newEmail }),
        ]);
      },
      { sender: user, mails: 2, kind: MailKind.ACCOUNT },
    );
  }

  /** Makes the link's address the account's, once; 409 when another account took it meanwhile. */
  async confirm(token: string): Promise<User> {
    const applied = await this.em
      .transactional(async (em) => {
        const change = await em.findOne(
          EmailChange,
          { tokenHash: sha256(token) },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!change) return undefined;
        // Used, expired or refused, a link works once.
        em.remove(change);
        if (change.expiresAt <= new Date()) return undefined;
        const user = await em.findOneOrFail(User, { id: change.user.id });
        const taken = await em.count(User, { email: change.newEmail, id: { $ne: user.id } });
        if (!taken) user.email = change.newEmail;
        return { user, taken: taken > 0 };
      })
      .catch((error: unknown) => {
        // Another account took the address between the check and the commit.
        if (error instanceof UniqueConstraintViolationException) throw new ConflictException(EMAIL_TAKEN);
        throw error;
      });
    if (!applied) throw new BadRequestException(CONFIRMATION_LINK_INVALID);
    if (applied.taken) throw new ConflictException(EMAIL_TAKEN);
    return applied.user;
  }

  /**
   * Wrong passwords count against the member's change-password counter (one budget for both doors to the same
   * secret), taken before the check so simultaneous guesses cannot slip past it, and given back when right.
   */
  private async checkPassword(user: User, password: string | null | undefined): Promise<void> {
    if (!password) throw new BadRequestException(PASSWORD_NEEDED);
    const limit = this.config.throttle['change-password'].limits.member;
    const key = `change-password:member:${user.id}`;
    if (limit) {
      const taken = await this.counters.increment(key, limit.windowMs);
      if (taken.hits > limit.limit) {
        await this.counters.decrement(key);
        throw new RetryLaterException(TOO_MANY_WRONG_PASSWORDS, taken.secondsLeft);
      }
    }
    const withHash = await this.em.findOneOrFail(User, { id: user.id }, { populate: ['passwordHash'] });
    const right = await verifyPassword(withHash.passwordHash, password);
    if (right && limit) await this.counters.decrement(key);
    if (!right) throw new BadRequestException(WRONG_CURRENT_PASSWORD);
  }
}
