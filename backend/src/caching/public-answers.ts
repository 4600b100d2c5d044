import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type AnswerEncoding, compressed } from './answer-encodings.js';
import { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import { NotifiedCache } from './notified-cache.js';

export type PublicCachedAudience = 'public' | 'members' | 'caller';

/** What `@PublicCached` routes say about their answers. */
export interface PublicCachedOptions {
  /** Notification channels (sent by the tables' triggers) that announce a change to what the answer shows. */
  channels: readonly string[];
  /**
   * Who may keep it: anyone, shared caches too (default); only the member's own browser, the answer being the
   * same for every member; or only the member's own browser, the answer being the caller's own (kept per caller).
   */
  audience?: PublicCachedAudience;
  /**
   * A top-level field of the answer that carries the server's time when it is sent (a clock's `now`): left out of
   * the kept copy and its ETag, and written afresh into every answer sent with a body.
   */
  serverTime?: string;
}

export const PUBLIC_CACHED = Symbol('public-cached');

/** An answer as sent: its JSON bytes, its entity tag and the headers its route adds (Content-Range). */
export interface PublicAnswer {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

interface Kept extends PublicAnswer {
  /** Compressed copies, made as browsers ask for them. */
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

/**
 * All kept answers together, compressed copies included, weigh at most this (least recently used go first): about
 * two hundred 50-card search pages besides the lists and decks. Fresh searches fill it, and its whole weight is
 * then the server's: with 16 MiB the server stood at 301–307 MB after search load, with 1 MiB at 290–291 MB.
 */
export const PUBLIC_ANSWERS_BYTES = 8 * 1024 * 1024;
/** What an entry costs besides its body and key, roughly. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * The answers of `@PublicCached` routes, kept serialised (a NotifiedCache, tagged with their channels) and
 * forgotten only when PostgreSQL announces a change on one of their channels (from this server, another replica,
 * the command line or SQL). While notifications are down nothing is kept, since changes could go unheard. A build
 * asked for again while it runs is shared; a build that a change overtook is sent but not kept.
 */
@Injectable()
export class PublicAnswers implements OnModuleInit {
  private readonly kept: NotifiedCache<string, Kept>;

  constructor(
    private readonly notifications: DatabaseNotifications,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {
    this.kept = new NotifiedCache(notifications, {
      channels: [],
      maxBytes: PUBLIC_ANSWERS_BYTES,
      bytesOf: (answer, key) =>
        Object.values(answer.encoded).reduce((bytes, copy) => bytes + copy.length, answer.body.length) +
        key.length * 2 +
        ENTRY_OVERHEAD_BYTES,
    });
  }

  /** Listens on every channel a `@PublicCached` route names (before the notifications connect). */
  onModuleInit(): void {
    const channels = new Set<string>();
    for (const { instance } of this.discovery.getControllers()) {
      if (!instance) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const handler = (prototype as Record<string, () => unknown>)[method];
        const options = this.reflector.get<PublicCachedOptions | undefined>(PUBLIC_CACHED, handler);
        for (const channel of options?.channels ?? []) channels.add(channel);
      }
    }
    for (const channel of channels) this.notifications.on(channel, () => this.kept.forgetTagged(channel));
  }

  /** The answer kept under `key`, else built by `build` (and kept while notifications are heard). */
  answer(
    key: string,
    channels: readonly string[],
    build: () => Promise<PublicAnswer>,
  ): Promise<PublicAnswer> {
    return this.kept.getOrBuild(key, async () => ({ ...(await build()), encoded: {} }), { tags: channels });
  }

  /** The answer's body in `encoding`, compressed once and kept with the answer while it is kept. */
  encoded(key: string, answer: PublicAnswer, encoding: AnswerEncoding): Buffer {
    const kept = this.kept.peek(key);
    if (kept?.body !== answer.body) return compressed(answer.body, encoding);
    const copy = kept.encoded[encoding];
    if (copy) return copy;
    const made = compressed(answer.body, encoding);
    // Set again, so its weight counts the copy.
    this.kept.replace(key, { ...kept, encoded: { ...kept.encoded, [encoding]: made } });
    return made;
  }

  /** Bytes the kept answers weigh (for tests and diagnostics). */
  get bytes(): number {
    return this.kept.bytes;
  }
}
