import { LRUCache } from 'lru-cache';
import type { DatabaseNotifications } from '../database/notifications/database-notifications.js';

/** A label an entry is kept under, so the entries of one account or one channel are forgotten together. */
export type CacheTag = string | number;

export interface NotifiedCacheOptions<K, V> {
  /** Notification channels announcing a change to everything kept: each forgets every entry. */
  channels: readonly string[];
  /** The most entries kept (the least recently used go first)... */
  max?: number;
  /** ...or the most bytes, each entry weighed by `bytesOf`. */
  maxBytes?: number;
  bytesOf?: (value: V, key: K) => number;
}

export interface KeepOptions {
  tags?: readonly CacheTag[];
  /** An expiry of the entry's own (a session's end). */
  ttlMs?: number;
}

interface Entry<V> {
  value: V;
  tags: readonly CacheTag[];
}

/**
 * What the server keeps in its memory: values read from PostgreSQL, kept until PostgreSQL announces a change to
 * what they were read from (from this server, another replica, the command line or SQL; docs/adr/0042), within
 * a bound of entries or bytes. Every kept thing is one of these:
 * - nothing is kept while notifications are down, since a change could go unheard;
 * - a value read across a change is used but not kept (the change counter: `mark()` before reading, `keep()` after);
 * - one build at a time per key, shared by every caller asking meanwhile (`getOrBuild`);
 * - entries may carry tags (an account, a channel) and be forgotten by tag (`forgetTagged`), besides the channels
 *   that forget everything.
 */
export class NotifiedCache<K extends CacheTag, V extends NonNullable<unknown>> {
  private readonly kept: LRUCache<K, Entry<V>>;
  /** Tag → the keys kept under it (entries leaving the LRU leave this too). */
  private readonly tagged = new Map<CacheTag, Set<K>>();
  private readonly building = new Map<K, Promise<V>>();
  /** Counts the changes heard: a value read across one is not kept. */
  private changes = 0;

  constructor(
    private readonly notifications: DatabaseNotifications,
    options: NotifiedCacheOptions<K, V>,
  ) {
    const { bytesOf } = options;
    this.kept = new LRUCache<K, Entry<V>>({
      ...(options.maxBytes && bytesOf
        ? { maxSize: options.maxBytes, sizeCalculation: (entry, key) => bytesOf(entry.value, key) }
        : { max: options.max ?? 1 }),
      dispose: (entry, key) => this.untag(entry, key),
    });
    for (const channel of options.channels) notifications.on(channel, () => this.forget());
    notifications.onListeningChange(() => this.forget());
  }

  /** The value kept under `key`, if any (none is while notifications are down). */
  get(key: K): V | undefined {
    return this.notifications.listening ? this.kept.get(key)?.value : undefined;
  }

  /**
   * The value kept under `key`, else built once for every caller asking meanwhile and kept unless overtaken
   * (with `options` as `keep` takes them).
   */
  getOrBuild(key: K, build: () => Promise<V>, options?: KeepOptions): Promise<V> {
    const kept = this.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    if (!this.notifications.listening) return build();
    const running = this.building.get(key);
    if (running) return running;
    const since = this.mark();
    const done = () => {
      if (this.building.get(key) === promise) this.building.delete(key);
    };
    const promise = build().then(
      (value) => {
        done();
        this.keep(key, value, since, options);
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    this.building.set(key, promise);
    return promise;
  }

  /** The values of `keys`: those kept, and the others read together by `load` (kept unless overtaken). */
  async getMany(keys: readonly K[], load: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const kept = this.get(key);
      if (kept === undefined) missing.push(key);
      else found.set(key, kept);
    }
    if (!missing.length) return found;
    const since = this.mark();
    for (const [key, value] of await load(missing)) {
      found.set(key, value);
      this.keep(key, value, since);
    }
    return found;
  }

  /** Where the change counter stands: take it before reading what `keep` is then given. */
  mark(): number {
    return this.changes;
  }

  /**
   * Keeps `value` if no change was heard since `since` (from `mark()`) and notifications are heard, under
   * `tags`, for at most `ttlMs` (an expiry of its own: a session's end).
   */
  keep(key: K, value: V, since: number, options: KeepOptions = {}): void {
    if (!this.notifications.listening || since !== this.changes) return;
    const tags = options.tags ?? [];
    this.kept.set(key, { value, tags }, options.ttlMs ? { ttl: Math.max(1, options.ttlMs) } : undefined);
    this.tag(key, tags);
  }

  /** Replaces the value kept under `key` (a copy added to it), keeping its tags; nothing if it is no longer kept. */
  replace(key: K, value: V): void {
    const entry = this.kept.peek(key);
    if (!entry) return;
    this.kept.set(key, { value, tags: entry.tags }, { noUpdateTTL: true });
    this.tag(key, entry.tags);
  }

  /** The value kept under `key`, without counting it as used. */
  peek(key: K): V | undefined {
    return this.kept.peek(key)?.value;
  }

  /** Forgets every entry; builds running now are not kept. */
  forget(): void {
    this.changes++;
    this.building.clear();
    this.kept.clear();
    this.tagged.clear();
  }

  /** Forgets the entries kept under `tag`; builds running now are not kept. */
  forgetTagged(tag: CacheTag): void {
    this.changes++;
    this.building.clear();
    for (const key of [...(this.tagged.get(tag) ?? [])]) this.kept.delete(key);
    this.tagged.delete(tag);
  }

  /** Bytes the kept entries weigh, as `bytesOf` counts them (for tests and diagnostics). */
  get bytes(): number {
    return this.kept.calculatedSize;
  }

  /** Files a key just set under its tags (unless the LRU refused it: too heavy on its own). */
  private tag(key: K, tags: readonly CacheTag[]): void {
    if (!this.kept.has(key)) return;
    for (const tag of tags) {
      const keys = this.tagged.get(tag) ?? new Set<K>();
      keys.add(key);
      this.tagged.set(tag, keys);
    }
  }

  /** Called by the LRU whenever an entry leaves it (forgotten, pushed out, expired or set again). */
  private untag(entry: Entry<V>, key: K): void {
    for (const tag of entry.tags) {
      const keys = this.tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tagged.delete(tag);
    }
  }
}
