import { describe, expect, it } from 'vitest';
import { londonDay, londonInstant, londonTime } from './london-time';

describe('UK wall-clock time of events', () => {
  it('reads a winter day and time as GMT and a summer one as BST', () => {
    expect(londonInstant('2026-01-10', '14:00')).toBe('2026-01-10T14:00:00.000Z');
    expect(londonInstant('2026-07-04', '14:00')).toBe('2026-07-04T13:00:00.000Z');
    expect(londonInstant('2026-07-04', '00:30')).toBe('2026-07-03T23:30:00.000Z');
  });

  it('gives the day and time back as they were typed', () => {
    for (const [day, time] of [
      ['2026-03-29', '09:15'],
      ['2026-10-25', '18:00'],
      ['2026-12-31', '23:59'],
    ]) {
      const instant = londonInstant(day, time);
      expect([londonDay(instant), londonTime(instant)]).toEqual([day, time]);
    }
  });

  it('refuses what is not a day or a time', () => {
    expect(londonInstant('04/07/2026', '14:00')).toBeNull();
    expect(londonInstant('2026-07-04', '2pm')).toBeNull();
    expect(londonDay(null)).toBe('');
    expect(londonTime('not a date')).toBe('');
  });
});
