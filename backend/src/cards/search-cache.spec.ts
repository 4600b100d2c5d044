import { jest } from '@jest/globals';
import { ENTRY_OVERHEAD_BYTES } from './byte-budget-cache.js';
import { SearchCache } from './search-cache.js';

/** Answers weigh their length; an entry with a one-character key and a 3-character answer weighs this. */
const ENTRY = 3 + 2 + ENTRY_OVERHEAD_BYTES;

/** A cache whose computations are counted, answering `key:run`. */
function counting(cache: SearchCache<string>) {
  let runs = 0;
  return {
    get: (key: string) => cache.getOrCreate(key, () => Promise.resolve(`${key}:${++runs}`)),
    runs: () => runs,
  };
}

describe('SearchCache', () => {
  it('keeps the most recently used answers that fit its budget of bytes', async () => {
    const cache = counting(new SearchCache<string>(2 * ENTRY, (answer) => answer.length));
    await cache.get('a');
    await cache.get('b');
    expect(await cache.get('a')).toBe('a:1');
    await cache.get('c');
    expect(await cache.get('a')).toBe('a:1');
    expect(await cache.get('c')).toBe('c:3');
    expect(await cache.get('b')).toBe('b:4');
    expect(cache.runs()).toBe(4);
  });

  it('weighs an answer again when told it grew, letting the least recently used go for it', async () => {
    const budget = 3 * (10 + 2 + ENTRY_OVERHEAD_BYTES);
    const store = new SearchCache<string[]>(budget, (parts) => parts.join('').length);
    const ten = () => Promise.resolve(['0123456789']);
    for (const key of ['a', 'b', 'c']) await store.getOrCreate(key, ten);
    const grown = await store.getOrCreate('a', ten); // used again: b is now the least recent
    grown.push('0123456789');
    store.resized('a', grown);
    expect(store.bytes).toBeLessThanOrEqual(budget);
    const again = jest.fn(ten);
    await store.getOrCreate('b', again);
    expect(again).toHaveBeenCalledTimes(1);
    expect(await store.getOrCreate('a', again)).toBe(grown);
  });

  it('forgets answers after their time to live, and on clear', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const store = new SearchCache<string>(10 * ENTRY, (answer) => answer.length, 1000);
      const cache = counting(store);
      expect(await cache.get('q')).toBe('q:1');
      jest.setSystemTime(999);
      expect(await cache.get('q')).toBe('q:1');
      jest.setSystemTime(2000);
      expect(await cache.get('q')).toBe('q:2');
      store.clear();
      expect(await cache.get('q')).toBe('q:3');
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs a search asked for twice at once only once', async () => {
    const cache = new SearchCache<string>(10_000, (answer) => answer.length);
    let release: (answer: string) => void = () => undefined;
    const create = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.getOrCreate('q', create);
    const second = cache.getOrCreate('q', create);
    release('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('does not keep an answer that was running when the cache was cleared', async () => {
    const cache = new SearchCache<string>(10_000, (answer) => answer.length);
    let release: (answer: string) => void = () => undefined;
    const stale = cache.getOrCreate('q', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('before the change');
    expect(await stale).toBe('before the change');
    expect(await cache.getOrCreate('q', () => Promise.resolve('after the change'))).toBe('after the change');
  });

  it('does not keep a failed search', async () => {
    const cache = new SearchCache<string>(10_000, (answer) => answer.length);
    await expect(cache.getOrCreate('q', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.getOrCreate('q', () => Promise.resolve('answer'))).toBe('answer');
  });
});
