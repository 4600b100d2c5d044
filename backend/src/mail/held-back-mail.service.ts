import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type HeldBackMailDto, MailKind } from './dto/mail-kind.dto.js';

/** How far back the dashboard looks, and how long the hourly counts are kept. */
export const HELD_BACK_WINDOW_HOURS = 24;
const KEPT_DAYS = 30;

/**
 * Counts the mail a limit held back, per kind and hour, in PostgreSQL (one atomic statement, shared by every
 * replica), so a held-back mail is never silent: the admin dashboard shows the counts.
 */
@Injectable()
export class HeldBackMailCounts {
  constructor(private readonly em: EntityManager) {}

  async record(kind: MailKind): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute(
      `insert into held_back_mail (kind, hour, count) values (?, date_trunc('hour', now()), 1)
       on conflict (kind, hour) do update set count = held_back_mail.count + 1`,
      [kind],
    );
    if (Math.random() < 0.01) {
      await connection.execute(`delete from held_back_mail where hour < now() - make_interval(days => ?)`, [
        KEPT_DAYS,
      ]);
    }
  }

  /** The counts of the last HELD_BACK_WINDOW_HOURS hours (the current hour and the 23 before it), most first. */
  async recent(): Promise<HeldBackMailDto> {
    const rows = await this.em.getConnection().execute<{ kind: string; count: number }[]>(
      `select kind, sum(count)::int as count from held_back_mail
       where hour >= date_trunc('hour', now()) - make_interval(hours => ?)
       group by kind order by count desc, kind`,
      [HELD_BACK_WINDOW_HOURS - 1],
    );
    const known = new Set<string>(Object.values(MailKind));
    return {
      hours: HELD_BACK_WINDOW_HOURS,
      kinds: rows
        .filter((row) => known.has(row.kind))
        .map((row) => ({ kind: row.kind as MailKind, count: row.count })),
    };
  }
}
