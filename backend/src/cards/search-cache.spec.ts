import { jest } from '@jest/globals';
import { SearchCache } from './search-cache.js';

describe('SearchCache', () => {
  it('keeps the most recently used answers up to its size', () => {
    const cache = new SearchCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('forgets answers after their time to live, and on clear', () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const cache = new SearchCache<string>(10, 1000);
      cache.set('q', 'answer');
      jest.setSystemTime(999);
      expect(cache.get('q')).toBe('answer');
      jest.setSystemTime(2000);
      expect(cache.get('q')).toBeUndefined();
      cache.set('q', 'again');
      cache.clear();
      expect(cache.get('q')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
