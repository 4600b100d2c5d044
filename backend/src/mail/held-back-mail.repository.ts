import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** The hourly counts of mail a limit held back, per kind (held_back_mail), shared by every replica. */
@Injectable()
export class HeldBackMailRepository {
  constructor(private readonly em: EntityManager) {}

  /** Adds one to the kind's count of this hour. */
  async countOne(kind: string): Promise<void> {
    // Raw SQL: ON CONFLICT adds one in one atomic statement, so simultaneous mails all count.
    await this.em.getConnection().execute(
      `insert into held_back_mail (kind, hour, count) values (?, date_trunc('hour', now()), 1)
       on conflict (kind, hour) do update set count = held_back_mail.count + 1`,
      [kind],
    );
  }

  /** Forgets the counts older than `days`. */
  async forgetOlderThan(days: number): Promise<void> {
    // Raw SQL: a delete by condition, no rows to load.
    await this.em
      .getConnection()
      .execute(`delete from held_back_mail where hour < now() - make_interval(days => ?)`, [days]);
  }

  /** The counts of this hour and the `hoursBefore` hours before it, per kind, most first. */
  totalsSince(hoursBefore: number): Promise<{ kind: string; count: number }[]> {
    // Raw SQL: the sum per kind is PostgreSQL's to make, not rows to load and add up.
    return this.em.getConnection().execute<{ kind: string; count: number }[]>(
      `select kind, sum(count)::int as count from held_back_mail
       where hour >= date_trunc('hour', now()) - make_interval(hours => ?)
       group by kind order by count desc, kind`,
      [hoursBefore],
    );
  }
}
