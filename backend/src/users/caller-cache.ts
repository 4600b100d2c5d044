import type { EventArgs, EventSubscriber } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { NotifiedCache } from '../caching/notified-cache.js';
import type { Caller, CallerSource, SignedInCaller } from '../common/caller.js';
import { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import { CallerRepository } from './caller.repository.js';
import { User } from './user.entity.js';

/** The columns of an account that a protected call needs (never the password hash). */
export type CallerRow = Caller & Record<string, unknown>;

/** Set by the users_notify_changed trigger on every update or delete of an account. */
const USER_CHANNEL = 'user_changed';
/** Set by the session_families_notify_changed trigger when a session ends (payload: its account). */
const SESSION_CHANNEL = 'session_changed';
const TTL_MS = 60_000;
/** Access tokens in use at once (one per signed-in browser tab, renewed every 15 minutes). */
const MAX_TOKENS = 10_000;

/**
 * The access tokens of recent callers, each with the account and session it speaks for, once checked in full
 * (signature, claims, account and live session), so a protected call costs neither the token's verification
 * nor a database round trip (together most of the work of a cached card search). A token is dropped the
 * moment its account or one of the account's sessions changes: at once for changes this server makes, and on
 * PostgreSQL's notification for changes made anywhere else (another worker or replica, the command line, SQL);
 * at the latest when the token or its session expires, or after a minute. While notifications are down, nothing
 * is kept, so every call is checked in full.
 */
@Injectable()
export class CallerCache implements CallerSource, EventSubscriber<User>, OnApplicationBootstrap {
  /** Access token → what it speaks for, kept under its account's id; the most recent callers first. */
  private readonly tokens: NotifiedCache<string, SignedInCaller>;

  constructor(
    private readonly orm: MikroORM,
    private readonly callers: CallerRepository,
    notifications: DatabaseNotifications,
  ) {
    this.tokens = new NotifiedCache(notifications, { channels: [], max: MAX_TOKENS });
    for (const channel of [USER_CHANNEL, SESSION_CHANNEL]) {
      notifications.on(channel, (payload) => this.forget(Number(payload)));
    }
  }

  onApplicationBootstrap(): void {
    this.orm.em.getEventManager().registerSubscriber(this);
  }

  checked(token: string): SignedInCaller | undefined {
    return this.tokens.get(token);
  }

  /** The caller's account row, or undefined when there is no such account or the session has ended. */
  async caller(
    id: number,
    sessionId: string,
    token: string,
    tokenExpires: number,
  ): Promise<CallerRow | undefined> {
    const since = this.tokens.mark();
    const found = await this.callers.inSession(id, sessionId);
    if (!found) return undefined;
    const { session_expires_at: sessionEnds, ...row } = found;
    const ttlMs = Math.min(TTL_MS, new Date(sessionEnds).getTime() - Date.now(), tokenExpires - Date.now());
    if (ttlMs > 0) this.tokens.keep(token, { caller: row, sessionId }, since, { tags: [id], ttlMs });
    return row;
  }

  forget(id: number): void {
    this.tokens.forgetTagged(id);
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
}
