import type { EventArgs, EventSubscriber } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { Caller, CallerSource } from '../common/caller.js';
import { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import { User } from './user.entity.js';

/** The columns of an account that a protected call needs (never the password hash). */
export type CallerRow = Caller & Record<string, unknown>;

/** The account, only while the session its access token names is live: one round trip for both. */
const CALLER_IN_SESSION = `select u.id, u.email, u.role, u.profile_first_name, u.profile_last_name, u.profile_avatar,
  u.profile_bio, u.profile_location, u.profile_player_id, u.profile_birth_date, u.created_at, u.approved_at,
  s.expires_at as session_expires_at
  from users u join session_families s on s.user_id = u.id
  where u.id = ? and s.id = ? and s.revoked_at is null and s.expires_at > now()`;
/** Set by the users_notify_changed trigger on every update or delete of an account. */
const USER_CHANNEL = 'user_changed';
/** Set by the session_families_notify_changed trigger when a session ends (payload: its account). */
const SESSION_CHANNEL = 'session_changed';
const TTL_MS = 60_000;
const MAX_ACCOUNTS = 10_000;

interface Entry {
  row: CallerRow;
  expires: number;
}

/**
 * The accounts of recent callers, per session, so a protected call does not cost a database round trip (which
 * was most of the work of a cached card search). A copy is dropped the moment the account or one of its sessions
 * changes: at once for changes this server makes, and on PostgreSQL's notification for changes made anywhere
 * else (another worker or replica, the command line, SQL). While notifications are down, nothing is cached.
 */
@Injectable()
export class CallerCache implements CallerSource, EventSubscriber<User>, OnApplicationBootstrap {
  /** Account id → session id → the account row while that session is live; the most recent callers first. */
  private readonly entries = new LRUCache<number, Map<string, Entry>>({ max: MAX_ACCOUNTS });
  /** Counts forgettings, so a row read while its account was changing is not kept. */
  private forgotten = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly notifications: DatabaseNotifications,
  ) {
    for (const channel of [USER_CHANNEL, SESSION_CHANNEL]) {
      notifications.on(channel, (payload) => this.forget(Number(payload)));
    }
    notifications.onListeningChange(() => this.forgetAll());
  }

  onApplicationBootstrap(): void {
    this.orm.em.getEventManager().registerSubscriber(this);
  }

  /** The caller's account row, or undefined when there is no such account or the session has ended. */
  async caller(id: number, sessionId: string): Promise<CallerRow | undefined> {
    const cached = this.entries.get(id)?.get(sessionId);
    if (cached && cached.expires > Date.now() && this.notifications.listening) return cached.row;
    const before = this.forgotten;
    const [found] = await this.orm.em
      .getConnection()
      .execute<(CallerRow & { session_expires_at: Date | string })[]>(CALLER_IN_SESSION, [id, sessionId]);
    if (!found) return undefined;
    const { session_expires_at: sessionEnds, ...row } = found;
    if (this.notifications.listening && this.forgotten === before) {
      const sessions = this.entries.get(id) ?? new Map<string, Entry>();
      sessions.set(sessionId, {
        row,
        expires: Math.min(Date.now() + TTL_MS, new Date(sessionEnds).getTime()),
      });
      this.entries.set(id, sessions);
    }
    return row;
  }

  forget(id: number): void {
    this.forgotten++;
    this.entries.delete(id);
  }

  getSubscribedEntities() {
    return [User];
  }

  afterUpdate(args: EventArgs<User>): void {
    this.forget(args.entity.id);
  }

  afterDelete(args: EventArgs<User>): void {
    this.forget(args.entity.id);
  }

  private forgetAll(): void {
    this.forgotten++;
    this.entries.clear();
  }
}
