/**
 * A small least-recently-used cache of search answers, kept as promises: a search asked for again while it is
 * still running waits for the same answer instead of running twice. A failed search is not kept.
 * The catalogue changes only on an import or a format change, which every server hears of and clears its caches
 * for; the time-to-live bounds what is missed while notifications are down.
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 60_000,
  ) {}

  getOrCreate(key: string, create: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      if (found.expires > Date.now()) {
        this.entries.set(key, found);
        return found.value;
      }
    }
    const entry = { value: create(), expires: Date.now() + this.ttlMs };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}
