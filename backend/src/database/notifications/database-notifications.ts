import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';

const RETRY_MS = { first: 1_000, max: 30_000 };

/** Announced by a restore: every row may have changed, so caches forget everything, as when notifications blink. */
export const DATABASE_REPLACED = 'database_replaced';
const CHANNEL_NAME = /^[a-z_]+$/;

/**
 * PostgreSQL notifications (LISTEN) on one dedicated connection per server, so every server process hears of
 * changes made by any other (another worker or replica, the command line, SQL). Caches built on them must
 * keep nothing while `listening` is false, since changes may then go unheard; the connection comes back with
 * back-off.
 */
@Injectable()
export class DatabaseNotifications implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DatabaseNotifications.name);
  private readonly handlers = new Map<string, ((payload: string) => void)[]>();
  private readonly stateHandlers: ((listening: boolean) => void)[] = [];
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = RETRY_MS.first;
  private retryTimer: NodeJS.Timeout | undefined;
  /** The last query sent by `caughtUp`, and the one waiting to be sent after it. */
  private ping: Promise<void> = Promise.resolve();
  private nextPing: Promise<void> | undefined;
  /** True while notifications are being received. */
  listening = false;

  constructor(private readonly orm: MikroORM) {}

  /** Calls `handler` with each notification's payload on `channel`. Register before the application starts. */
  on(channel: string, handler: (payload: string) => void): void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
  }

  /** Calls `handler` whenever listening starts or stops, and when the whole database was replaced (a restore). */
  onListeningChange(handler: (listening: boolean) => void): void {
    this.stateHandlers.push(handler);
  }

  /**
   * Resolves once the notifications of every transaction committed before the call have been handled: PostgreSQL
   * delivers them to this connection ahead of the answer to a query sent after them.
   */
  caughtUp(): Promise<void> {
    const client = this.client;
    if (!this.listening || !client) return Promise.resolve();
    // One query at a time on the connection: a caller waits for the next one sent, shared by every caller who
    // comes before it leaves (one already sent may have left before this caller's commit).
    this.nextPing ??= this.ping = this.ping.then(() => {
      this.nextPing = undefined;
      return client.query('select 1').then(
        () => undefined,
        () => undefined,
      );
    });
    return this.nextPing;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.setListening(false);
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    if (!this.handlers.size) return;
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === DATABASE_REPLACED) {
        for (const handler of this.stateHandlers) handler(this.listening);
        return;
      }
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of [...this.handlers.keys(), DATABASE_REPLACED])
        await client.query(`listen ${channel}`);
      this.retryMs = RETRY_MS.first;
      this.setListening(true);
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client || this.stopped) return;
    this.setListening(false);
    this.client = undefined;
    client.end().catch(() => undefined);
    this.logger.warn(
      `Database notifications stopped (${error instanceof Error ? error.message : 'connection closed'}); ` +
        'caches that rely on them are off until they are back.',
    );
    this.retryTimer = setTimeout(() => void this.listen(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MS.max);
  }

  private setListening(listening: boolean): void {
    if (this.listening === listening) return;
    this.listening = listening;
    for (const handler of this.stateHandlers) handler(listening);
  }
}
