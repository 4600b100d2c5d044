import { Injectable } from '@nestjs/common';
import { type HeldBackMailDto, MailKind } from './dto/mail-kind.dto.js';
import { HeldBackMailRepository } from './held-back-mail.repository.js';

/** How far back the dashboard looks, and how long the hourly counts are kept. */
export const HELD_BACK_WINDOW_HOURS = 24;
const KEPT_DAYS = 30;

/**
 * Counts the mail a limit held back, per kind and hour (HeldBackMailRepository, shared by every replica), so a
 * held-back mail is never silent: the admin dashboard shows the counts.
 */
@Injectable()
export class HeldBackMailCounts {
  constructor(private readonly counts: HeldBackMailRepository) {}

  async record(kind: MailKind): Promise<void> {
    await this.counts.countOne(kind);
    if (Math.random() < 0.01) await this.counts.forgetOlderThan(KEPT_DAYS);
  }

  /** The counts of the last HELD_BACK_WINDOW_HOURS hours (the current hour and the 23 before it), most first. */
  async recent(): Promise<HeldBackMailDto> {
    const rows = await this.counts.totalsSince(HELD_BACK_WINDOW_HOURS - 1);
    const known = new Set<string>(Object.values(MailKind));
    return {
      hours: HELD_BACK_WINDOW_HOURS,
      kinds: rows
        .filter((row) => known.has(row.kind))
        .map((row) => ({ kind: row.kind as MailKind, count: row.count })),
    };
  }
}
