import { ByteBudgetCache } from './byte-budget-cache.js';

/**
 * Search answers kept within a budget of bytes, least recently used let go first. A search asked for again
 * while it is still running waits for the same answer instead of running twice; a failed search is not kept.
 * The catalogue changes only on an import or a format change, which every server hears of and clears its caches
 * for; the time-to-live bounds what is missed while notifications are down.
 */
export class SearchCache<T extends NonNullable<unknown>> {
  private readonly kept: ByteBudgetCache<T>;
  private readonly running = new Map<string, Promise<T>>();

  constructor(
    budgetBytes: number,
    private readonly sizeOf: (value: T) => number,
    ttlMs = 60_000,
  ) {
    this.kept = new ByteBudgetCache<T>(budgetBytes, ttlMs);
  }

  /** Bytes the kept answers weigh (running searches are not counted until they finish). */
  get bytes(): number {
    return this.kept.bytes;
  }

  getOrCreate(key: string, create: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const running = this.running.get(key);
    if (running) return running;
    const promise = create();
    this.running.set(key, promise);
    // Registered before any caller awaits it, so the answer is kept by the time they use it.
    promise.then(
      (value) => {
        if (this.running.get(key) !== promise) return; // cleared meanwhile: the answer may be stale
        this.running.delete(key);
        this.kept.set(key, value, this.sizeOf(value));
      },
      () => {
        if (this.running.get(key) === promise) this.running.delete(key);
      },
    );
    return promise;
  }

  /** The answer kept under key changed its weight (it keeps another encoding): weighs it again. */
  resized(key: string, value: T): void {
    this.kept.resize(key, value, this.sizeOf(value));
  }

  clear(): void {
    this.kept.clear();
    this.running.clear();
  }
}
