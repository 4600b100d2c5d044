import { jest } from '@jest/globals';
import { SearchCache } from './search-cache.js';

/** A cache whose computations are counted, answering `key:run`. */
function counting(cache: SearchCache<string>) {
  let runs = 0;
  return {
    get: (key: string) => cache.getOrCreate(key, () => Promise.resolve(`${key}:${++runs}`)),
    runs: () => runs,
  };
}

describe('SearchCache', () => {
  it('keeps the most recently used answers up to its size', async () => {
    const cache = counting(new SearchCache<string>(2));
    await cache.get('a');
    await cache.get('b');
    expect(await cache.get('a')).toBe('a:1');
    await cache.get('c');
    expect(await cache.get('a')).toBe('a:1');
    expect(await cache.get('c')).toBe('c:3');
    expect(await cache.get('b')).toBe('b:4');
    expect(cache.runs()).toBe(4);
  });

  it('forgets answers after their time to live, and on clear', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const store = new SearchCache<string>(10, 1000);
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
    const cache = new SearchCache<string>();
    let release: (answer: string) => void = () => undefined;
    const create = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.getOrCreate('q', create);
    const second = cache.getOrCreate('q', create);
    release('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed search', async () => {
    const cache = new SearchCache<string>();
    await expect(cache.getOrCreate('q', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.getOrCreate('q', () => Promise.resolve('answer'))).toBe('answer');
  });
});
