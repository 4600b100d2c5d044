import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface ThrottleCount {
  hits: number;
  secondsLeft: number;
}

/**
 * Fixed-window counters in PostgreSQL (throttle_buckets): each change is one atomic statement, so limits hold
 * across app replicas and under simultaneous attempts.
 */
@Injectable()
export class ThrottleBucketRepository {
  constructor(private readonly em: EntityManager) {}

  /** Adds one to the counter (a new window when the last one is over) and answers the count. */
  async increment(key: string, windowMs: number): Promise<ThrottleCount> {
    const connection = this.em.getConnection();
    // Raw SQL: ON CONFLICT counts (or starts a new window) in one atomic statement.
    const [row] = await connection.execute<{ hits: number; seconds_left: number }[]>(
      `insert into throttle_buckets (key, hits, expires_at)
       values (?, 1, now() + make_interval(secs => ?))
       on conflict (key) do update set
         hits = case when throttle_buckets.expires_at <= now() then 1 else throttle_buckets.hits + 1 end,
         expires_at = case when throttle_buckets.expires_at <= now()
                           then now() + make_interval(secs => ?) else throttle_buckets.expires_at end
       returning hits, ceil(extract(epoch from expires_at - now()))::int as seconds_left`,
      [key, windowMs / 1000, windowMs / 1000],
    );
    if (Math.random() < 0.01) {
      // Raw SQL: a delete by condition, no rows to load.
      await connection.execute(`delete from throttle_buckets where expires_at < now()`);
    }
    return { hits: row.hits, secondsLeft: row.seconds_left };
  }

  /** Takes one back (an attempt that turned out not to count). */
  async decrement(key: string): Promise<void> {
    // Raw SQL: one atomic statement, never below 0.
    await this.em
      .getConnection()
      .execute(`update throttle_buckets set hits = greatest(hits - 1, 0) where key = ?`, [key]);
  }

  /** Forgets the counter (a success on a known device or by a member clears their failures). */
  async clear(key: string): Promise<void> {
    // Raw SQL: a delete by key, no row to load.
    await this.em.getConnection().execute(`delete from throttle_buckets where key = ?`, [key]);
  }
}
