/** What an entry costs besides its value and key: the map's slot and the entry's record, roughly. */
export const ENTRY_OVERHEAD_BYTES = 100;

interface Entry<V> {
  value: V;
  bytes: number;
  expires: number;
}

/**
 * Values kept for a time to live, least recently used let go first so that the sizes of the entries never add
 * up to more than a budget of bytes. A bound by bytes rather than by number of entries holds whatever the
 * entries weigh (a page of 100 cards weighs twenty of 5). The caller says how much each value weighs; the
 * cache adds its key (two bytes a character at most) and a fixed overhead per entry.
 */
export class ByteBudgetCache<V extends NonNullable<unknown>> {
  private readonly entries = new Map<string, Entry<V>>();
  private used = 0;

  constructor(
    readonly budgetBytes: number,
    private readonly ttlMs: number,
  ) {}

  /** Bytes held now: never more than the budget. */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value kept under key and not expired, which becomes the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= Date.now()) {
      this.used -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value that weighs valueBytes, letting the least recently used go until it fits. */
  set(key: string, value: V, valueBytes: number): void {
    this.delete(key);
    const bytes = this.weight(key, valueBytes);
    if (bytes > this.budgetBytes) return;
    this.entries.set(key, { value, bytes, expires: Date.now() + this.ttlMs });
    this.used += bytes;
    this.evictBeyondBudget();
  }

  /**
   * The value kept under key now weighs valueBytes (it keeps a copy in another form, or let one go). Its time
   * to live and its place in the order stay; another value under that key is left alone.
   */
  resize(key: string, value: V, valueBytes: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    const bytes = this.weight(key, valueBytes);
    if (bytes > this.budgetBytes) {
      this.delete(key);
      return;
    }
    this.used += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evictBeyondBudget();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }

  private weight(key: string, valueBytes: number): number {
    return valueBytes + key.length * 2 + ENTRY_OVERHEAD_BYTES;
  }

  /** A Map iterates in insertion order, and every use re-inserts: the first entries are the least recent. */
  private evictBeyondBudget(): void {
    for (const [key, entry] of this.entries) {
      if (this.used <= this.budgetBytes) return;
      this.entries.delete(key);
      this.used -= entry.bytes;
    }
  }
}
