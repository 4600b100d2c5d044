import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CallerRow } from './caller-cache.js';

/** The account, only while the session its access token names is live: one round trip for both. */
const CALLER_IN_SESSION = `select u.id, u.email, u.role, u.profile_first_name, u.profile_last_name, u.profile_avatar,
  u.profile_bio, u.profile_location, u.profile_player_id, u.profile_birth_date, u.created_at, u.approved_at,
  s.expires_at as session_expires_at
  from users u join session_families s on s.user_id = u.id
  where u.id = ? and s.id = ? and s.revoked_at is null and s.expires_at > now()`;

/** What a protected call reads of its caller (CallerCache). */
@Injectable()
export class CallerRepository {
  constructor(private readonly em: EntityManager) {}

  /** The account with its session's end, or undefined when there is no such account or the session has ended. */
  async inSession(
    id: number,
    sessionId: string,
  ): Promise<(CallerRow & { session_expires_at: Date | string }) | undefined> {
    // Raw SQL: the account and its live session in one round trip, as a plain row to keep (no password hash).
    const [found] = await this.em
      .getConnection()
      .execute<(CallerRow & { session_expires_at: Date | string })[]>(CALLER_IN_SESSION, [id, sessionId]);
    return found;
  }
}
