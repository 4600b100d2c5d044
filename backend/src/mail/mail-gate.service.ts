import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { RetryLaterException } from '../common/retry-later.exception.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { Limit } from '../config/throttle-policy.js';
import { ThrottleBucketRepository } from '../throttling/throttle-bucket.repository.js';
import { MailKind } from './dto/mail-kind.dto.js';
import { HeldBackMailCounts } from './held-back-mail.service.js';
import { type MailMessage, MailService } from './mail.service.js';

/** An enquiry refused because its recipient had their share of mail through the club for now. */
export const RECIPIENT_LIMIT_MESSAGE =
  'This member has received many messages through the club for now. Please try again later.';
export const MAIL_FAILED_MESSAGE = 'Your message could not be sent just now. Please try again later.';

export const MAIL_LIMIT_MESSAGE =
  'You have sent too many e-mails through the club for now. Please wait a while and try again.';

/** The member on whose behalf a mail goes out; `null` when the club itself sends it (approvals, notices). */
export type MailSender = { id: number } | null;

/** Mails already counted against their sender by `reserve`, to be sent once the action is done. */
interface MailReservation {
  readonly mails: number;
  /** Gives the count back: the action failed and sends nothing. */
  release(): Promise<void>;
}

/** Where a transaction asks for mail; it is sent once the transaction has committed (`MailGate.transactional`). */
export interface MailOutbox {
  post(sender: MailSender, messages: MailMessage[]): void;
}

/** An action whose point is mailing: `mails` of `kind` counted against the member before it runs. */
interface Reserve {
  sender: { id: number };
  mails: number;
  kind: MailKind;
}

/**
 * The one way out for mail (docs/adr/0003). What a mail is for (`MailMessage.kind`) decides what it spends:
 * - mail that protects an account (ACCOUNT) spends no budget anybody else can spend: it always goes out. Only
 *   an e-mail change reserves against the member's own budget for it (the new address is anyone's);
 * - a notice that somebody else causes spends its kind's own budget at its recipient (MAILS_PER_RECIPIENT,
 *   SIGN_UP_NOTICES_PER_RECIPIENT), and, sent on a member's behalf, that member's (MAILS_PER_MEMBER).
 * Counters in PostgreSQL, shared by every replica. An action whose point is mailing reserves first and is
 * refused with 429 when the member's budget is spent; a notice beyond a limit is held back, never the action
 * that caused it, and counted (HeldBackMailCounts) for the admin dashboard.
 * Mail about a change is posted inside `transactional` and leaves only once that change is committed (adr 0045).
 */
@Injectable()
export class MailGate {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly mail: MailService,
    private readonly counters: ThrottleBucketRepository,
    private readonly heldBack: HeldBackMailCounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts `mails` against the member before the action; 429 with Retry-After when that would pass the limit. */
  private async reserve({ sender, mails, kind }: Reserve): Promise<MailReservation> {
    const limit = this.config.mailLimits.perMember;
    const key = memberKey(sender, kind);
    let taken = 0;
    const giveBack = async (count: number) => {
      for (let i = 0; i < count; i++) await this.counters.decrement(key);
    };
    while (taken < mails) {
      const { hits, secondsLeft } = await this.counters.increment(key, limit.windowMs);
      taken++;
      if (hits > limit.limit) {
        await giveBack(taken);
        throw new RetryLaterException(MAIL_LIMIT_MESSAGE, secondsLeft);
      }
    }
    return { mails, release: () => giveBack(mails) };
  }

  /**
   * Runs `work` in a transaction of its own; the mail it posts goes out once that transaction has committed,
   * and none when it fails, so no one is told of a change that did not happen. With `reserve`, the member's
   * budget is taken first (429 when spent, before any work) and given back when the work fails; it counts for
   * the first mails posted for that member.
   */
  async transactional<T>(
    em: EntityManager,
    work: (em: EntityManager, outbox: MailOutbox) => Promise<T>,
    reserve?: Reserve,
  ): Promise<T> {
    // Inside another transaction this one would end at a savepoint, before anything is committed.
    if (em.isInTransaction())
      throw new Error('MailGate.transactional must not run inside another transaction.');
    let reservation = reserve && (await this.reserve(reserve));
    const posted: { sender: MailSender; messages: MailMessage[] }[] = [];
    const outbox: MailOutbox = { post: (sender, messages) => void posted.push({ sender, messages }) };
    let result: T;
    try {
      result = await em.transactional((tx) => work(tx, outbox));
    } catch (error) {
      await reservation?.release();
      throw error;
    }
    for (const { sender, messages } of posted) {
      const reserved = reservation && sender?.id === reserve?.sender.id ? reservation : undefined;
      if (reserved) reservation = undefined;
      await this.dispatch(sender, messages, reserved);
    }
    await reservation?.release();
    return result;
  }

  /** Mail that follows no change of data (a notice); mail about a change is posted in `transactional`. */
  send(sender: MailSender, messages: MailMessage[]): Promise<void> {
    return this.dispatch(sender, messages);
  }

  /**
   * Sends each mail its budgets allow, the first `reservation.mails` of them already counted against the
   * sender. Never throws: a mail held back by a limit is counted and logged, one refused by the mail server is
   * logged, and the action stands.
   */
  private async dispatch(
    sender: MailSender,
    messages: MailMessage[],
    reservation?: MailReservation,
  ): Promise<void> {
    const reserved = reservation?.mails ?? 0;
    for (const [index, message] of messages.entries()) {
      const taken: string[] = [];
      const within = async (key: string, limit: Limit) => {
        taken.push(key);
        return (await this.counters.increment(key, limit.windowMs)).hits <= limit.limit;
      };
      const recipientLimit = this.recipientLimit(message.kind);
      const allowed =
        (sender === null ||
          index < reserved ||
          message.kind === MailKind.ACCOUNT ||
          (await within(memberKey(sender, message.kind), this.config.mailLimits.perMember))) &&
        (!recipientLimit || (await within(recipientKey(message), recipientLimit)));
      if (!allowed) {
        for (const key of taken) await this.counters.decrement(key);
        await this.holdBack(message);
        continue;
      }
      try {
        await this.mail.send(message);
      } catch (error) {
        this.logFailure(message, error);
      }
    }
  }

  /**
   * Sends one mail that is the whole point of a visitor's action (an enquiry): counted against its recipient
   * like any other of its kind, but refused with 429 rather than dropped when over the limit (still counted as
   * held back), and with 503 when the mail server fails, so the visitor knows it did not go.
   */
  async deliver(message: MailMessage): Promise<void> {
    const limit = this.recipientLimit(message.kind);
    const key = recipientKey(message);
    if (limit) {
      const { hits, secondsLeft } = await this.counters.increment(key, limit.windowMs);
      if (hits > limit.limit) {
        await this.counters.decrement(key);
        await this.holdBack(message);
        throw new RetryLaterException(RECIPIENT_LIMIT_MESSAGE, secondsLeft);
      }
    }
    try {
      await this.mail.send(message);
    } catch (error) {
      if (limit) await this.counters.decrement(key);
      this.logFailure(message, error);
      throw new ServiceUnavailableException(MAIL_FAILED_MESSAGE);
    }
  }

  /** Each kind of notice has its own budget at its recipient; mail that protects an account has none. */
  private recipientLimit(kind: MailKind): Limit | undefined {
    const { perRecipient, signUpNoticesPerRecipient } = this.config.mailLimits;
    if (kind === MailKind.ACCOUNT) return undefined;
    return kind === MailKind.ADDRESS_IN_USE ? signUpNoticesPerRecipient : perRecipient;
  }

  private async holdBack(message: MailMessage): Promise<void> {
    this.logger.warn(
      `Mail to ${message.to} ('${message.subject}') held back: over the ${message.kind} limit`,
    );
    await this.heldBack.record(message.kind);
  }

  private logFailure(message: MailMessage, error: unknown): void {
    this.logger.error(
      `Mail to ${message.to} ('${message.subject}') failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A member's budget for mail that protects their account is their own, apart from their trade mail. */
const memberKey = (sender: { id: number }, kind: MailKind) =>
  kind === MailKind.ACCOUNT ? `mail:account:member:${sender.id}` : `mail:member:${sender.id}`;
// Addresses are at most 254 characters (validated, or configured); the slice keeps the key within its column.
const recipientKey = (message: MailMessage) =>
  `mail:${message.kind.toLowerCase()}:recipient:${message.to.trim().toLowerCase().slice(0, 254)}`;
