import type { EventArgs, EventSubscriber } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import type { Role } from './role.js';
import { User } from './user.entity.js';

/** The columns of an account that a protected call needs (never the password hash). */
export type CallerRow = { id: number; role: Role } & Record<string, unknown>;

const CALLER_BY_ID = `select id, email, role, profile_first_name, profile_last_name, profile_avatar, profile_bio,
  profile_location, created_at, approved_at from users where id = ?`;
/** Set by the users_notify_changed trigger on every update or delete of an account. */
const CHANNEL = 'user_changed';
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;
const RETRY_MS = { first: 1_000, max: 30_000 };

/**
 * The accounts of recent callers, so a protected call does not cost a database round trip (which was most of
 * the work of a cached card search). A copy is dropped the moment the account changes: at once for changes this
 * server makes through the ORM, and on PostgreSQL's notification for changes made anywhere else (another
 * replica, the command line, SQL). While that notification channel is down, nothing is cached.
 */
@Injectable()
export class CallerCache implements EventSubscriber<User>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CallerCache.name);
  private readonly entries = new Map<number, { row: CallerRow; expires: number }>();
  /** Counts forgettings, so a row read while its account was changing is not kept. */
  private forgotten = 0;
  private listener: pg.Client | undefined;
  private listening = false;
  private stopped = false;
  private retryMs = RETRY_MS.first;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly orm: MikroORM) {}

  async onApplicationBootstrap(): Promise<void> {
    this.orm.em.getEventManager().registerSubscriber(this);
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.stopListening();
    await this.listener?.end().catch(() => undefined);
  }

  /** The caller's account row, or undefined when there is no such account. */
  async caller(id: number): Promise<CallerRow | undefined> {
    const cached = this.entries.get(id);
    if (cached && cached.expires > Date.now() && this.listening) return cached.row;
    const before = this.forgotten;
    const [row] = await this.orm.em.getConnection().execute<CallerRow[]>(CALLER_BY_ID, [id]);
    if (row && this.listening && this.forgotten === before) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(id, { row, expires: Date.now() + TTL_MS });
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

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    this.listener = client;
    client.on('notification', (message) => this.forget(Number(message.payload)));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      this.listening = true;
      this.retryMs = RETRY_MS.first;
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.listener !== client || this.stopped) return;
    this.stopListening();
    this.listener = undefined;
    client.end().catch(() => undefined);
    this.logger.warn(
      `Account change notifications stopped (${error instanceof Error ? error.message : 'connection closed'}); ` +
        `checking every call against the database until they are back.`,
    );
    this.retryTimer = setTimeout(() => void this.listen(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MS.max);
  }

  private stopListening(): void {
    this.listening = false;
    this.forgotten++;
    this.entries.clear();
  }
}
