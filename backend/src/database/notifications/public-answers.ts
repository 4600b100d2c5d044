import { createHash } from 'node:crypto';
import { EncodedBody } from '../../common/encoded-body.js';
import type { DatabaseNotifications } from './database-notifications.js';

/** A serialised answer ready to send many times, with its strong validator. */
export interface PublicAnswer {
  body: EncodedBody;
  /** Quoted strong entity tag of the JSON bytes (an encoding suffix is added per representation). */
  etag: string;
}

export interface PublicAnswerOptions {
  /** Notification channels that announce a change to what the answers are made of. */
  channels: string[];
  /** Bytes kept at most, raw and compressed copies together (least recently used go first). */
  maxBytes?: number;
  /** A safety net: an answer is rebuilt after this long even if no change was announced. */
  ttlMs?: number;
}

interface Entry {
  answer: Promise<PublicAnswer>;
  expires: number;
  /** Bytes counted for this entry so far (0 until its answer is built). */
  bytes: number;
  body?: EncodedBody;
}

const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;
const DEFAULT_TTL_MS = 10 * 60_000;

export function publicAnswerOf(json: string): PublicAnswer {
  const raw = Buffer.from(json);
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 27);
  return { body: new EncodedBody(raw), etag: `"${hash}"` };
}

/**
 * Answers that visitors read again and again (events, page content, leaderboard), kept serialised and
 * compressed in the process, and forgotten the moment PostgreSQL announces a change on one of the channels
 * (from this server, another replica, the command line or SQL; triggers on the tables send them). While
 * notifications are down nothing is kept, since changes could go unheard. A build asked for again while it runs
 * is shared. The writer of a change also calls `clear()` after its commit, so its own next read never waits for
 * the notification to come round.
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private bytes = 0;

  constructor(
    private readonly notifications: DatabaseNotifications,
    options: PublicAnswerOptions,
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    for (const channel of options.channels) notifications.on(channel, () => this.clear());
    notifications.onListeningChange(() => this.clear());
  }

  /** The answer for `key`, built from `json()` (JSON text) when it is not kept. */
  answer(key: string, json: () => Promise<string>): Promise<PublicAnswer> {
    if (!this.notifications.listening) return json().then(publicAnswerOf);
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      if (found.expires > Date.now()) {
        this.entries.set(key, found);
        this.recount(found);
        return found.answer;
      }
      this.bytes -= found.bytes;
    }
    const entry: Entry = { answer: json().then(publicAnswerOf), expires: Date.now() + this.ttlMs, bytes: 0 };
    this.entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        if (this.entries.get(key) !== entry) return;
        entry.body = answer.body;
        this.recount(entry);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.answer;
  }

  /** Forgets every answer (a change was made or announced). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Bytes held now (for tests and diagnostics). */
  get size(): number {
    return this.bytes;
  }

  /** Counts an entry's bytes again (compressed copies are added as they are asked for) and keeps to the bound. */
  private recount(entry: Entry): void {
    if (!entry.body) return;
    const bytes = entry.body.bytes;
    this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    for (const [key, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= oldest.bytes;
    }
  }
}
