import { jest } from '@jest/globals';
import { ByteBudgetCache, ENTRY_OVERHEAD_BYTES } from './byte-budget-cache.js';

/** The weight of an entry whose one-character key holds a value of `bytes`. */
const weight = (bytes: number) => bytes + 2 + ENTRY_OVERHEAD_BYTES;

describe('ByteBudgetCache', () => {
  it('lets the least recently used entries go when the bytes exceed the budget', () => {
    const cache = new ByteBudgetCache<string>(weight(100) * 3, 60_000);
    cache.set('a', 'A', 100);
    cache.set('b', 'B', 100);
    cache.set('c', 'C', 100);
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('d', 'D', 100);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D']);
    expect(cache.bytes).toBe(weight(100) * 3);
  });

  it('lets go as many entries as a heavy one needs, whatever their number', () => {
    const cache = new ByteBudgetCache<string>(2_000, 60_000);
    for (const key of 'abcdefghij') cache.set(key, key, 10); // 10 × 112 bytes
    expect(cache.size).toBe(10);
    cache.set('z', 'Z', 950); // 1,052 bytes: two of the ten must go
    expect(cache.bytes).toBeLessThanOrEqual(2_000);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('z')]).toEqual([
      undefined,
      undefined,
      'c',
      'Z',
    ]);
  });

  it('never holds more than its budget, whatever the sizes and the order of use', () => {
    const budget = 10_000;
    const cache = new ByteBudgetCache<number>(budget, 60_000);
    let seed = 7;
    const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
    for (let i = 0; i < 5_000; i++) {
      const key = `k${random(200)}`;
      if (random(3) === 0) cache.get(key);
      else cache.set(key, i, random(3_000));
      expect(cache.bytes).toBeLessThanOrEqual(budget);
    }
    expect(cache.size).toBeGreaterThan(1);
  });

  it('does not keep a value heavier than the whole budget, nor let others go for it', () => {
    const cache = new ByteBudgetCache<string>(weight(100), 60_000);
    cache.set('a', 'A', 50);
    cache.set('b', 'B', 5_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
  });

  it('weighs an entry again when its value grows, and lets the least recent go for it', () => {
    const cache = new ByteBudgetCache<{ name: string }>(weight(100) * 2, 60_000);
    const a = { name: 'a' };
    cache.set('a', a, 100);
    cache.set('b', { name: 'b' }, 100);
    cache.get('a');
    cache.resize('a', a, 150);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(a);
    expect(cache.bytes).toBe(weight(150));
    cache.resize('a', { name: 'other' }, 5_000); // another value under that key: left alone
    expect(cache.bytes).toBe(weight(150));
    cache.resize('a', a, 5_000); // heavier than the budget: not kept
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('counts a replaced value once', () => {
    const cache = new ByteBudgetCache<string>(10_000, 60_000);
    cache.set('a', 'A', 100);
    cache.set('a', 'A2', 300);
    expect(cache.get('a')).toBe('A2');
    expect(cache.bytes).toBe(weight(300));
  });

  it('forgets entries after their time to live, and everything on clear', () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const cache = new ByteBudgetCache<string>(10_000, 1000);
      cache.set('a', 'A', 100);
      jest.setSystemTime(999);
      expect(cache.get('a')).toBe('A');
      jest.setSystemTime(1000);
      expect(cache.get('a')).toBeUndefined();
      expect(cache.bytes).toBe(0);
      cache.set('b', 'B', 100);
      cache.clear();
      expect([cache.get('b'), cache.bytes, cache.size]).toEqual([undefined, 0, 0]);
    } finally {
      jest.useRealTimers();
    }
  });
});
