import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface ThrottleHit {
  hits: number;
  secondsLeft: number;
}

/**
 * Fixed-window counters in PostgreSQL: one atomic upsert per hit, so limits hold across app replicas.
 */
@Injectable()
export class DatabaseThrottlerStorage {
  constructor(private readonly em: EntityManager) {}

  async increment(key: string, windowMs: number): Promise<ThrottleHit> {
    const connection = this.em.getConnection();
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
      await connection.execute(`delete from throttle_buckets where expires_at < now()`);
    }
    return { hits: row.hits, secondsLeft: row.seconds_left };
  }
}
