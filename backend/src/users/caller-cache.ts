import type { EventArgs, EventSubscriber } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Caller, CallerSource } from '../common/caller.js';
import { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import { User } from './user.entity.js';

/** The columns of an account that a protected call needs (never the password hash). */
export type CallerRow = Caller & Record<string, unknown>;

const CALLER_BY_ID = `select id, email, role, profile_first_name, profile_last_name, profile_avatar, profile_bio,
  profile_location, created_at, approved_at from users where id = ?`;
/** Set by the users_notify_changed trigger on every update or delete of an account. */
const CHANNEL = 'user_changed';
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The accounts of recent callers, so a protected call does not cost a database round trip (which was most of
 * the work of a cached card search). A copy is dropped the moment the account changes: at once for changes this
 * server makes through the ORM, and on PostgreSQL's notification for changes made anywhere else (another
 * worker or replica, the command line, SQL). While notifications are down, nothing is cached.
 */
@Injectable()
export class CallerCache implements CallerSource, EventSubscriber<User>, OnApplicationBootstrap {
  private readonly entries = new Map<number, { row: CallerRow; expires: number }>();
  /** Counts forgettings, so a row read while its account was changing is not kept. */
  private forgotten = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly notifications: DatabaseNotifications,
  ) {
    notifications.on(CHANNEL, (payload) => this.forget(Number(payload)));
    notifications.onListeningChange(() => this.forgetAll());
  }

  onApplicationBootstrap(): void {
    this.orm.em.getEventManager().registerSubscriber(this);
  }

  /** The caller's account row, or undefined when there is no such account. */
  async caller(id: number): Promise<CallerRow | undefined> {
    const cached = this.entries.get(id);
    if (cached && cached.expires > Date.now() && this.notifications.listening) return cached.row;
    const before = this.forgotten;
    const [row] = await this.orm.em.getConnection().execute<CallerRow[]>(CALLER_BY_ID, [id]);
    if (row && this.notifications.listening && this.forgotten === before) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(id, { row, expires: Date.now() + TTL_MS });
    }
    return row;
  }

  private forget(id: number): void {
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
