import { describe, expect, it } from 'vitest';
import {
  clockText,
  nextDay,
  startOfUkDay,
  startOfUkToday,
  ukDay,
  ukInstant,
  ukWallTime,
  type WallTime,
} from './uk-clock.js';

const at = (iso: string) => new Date(iso);
const wall = (year: number, month: number, day: number, hour: number, minute: number): WallTime => ({
  year,
  month,
  day,
  hour,
  minute,
});
const intlClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

describe('the UK clock', () => {
  it('reads GMT in winter and BST in summer', () => {
    expect(ukWallTime(at('2026-01-10T14:00:00Z'))).toEqual({ ...wall(2026, 1, 10, 14, 0), weekday: 6 });
    expect(ukWallTime(at('2026-07-04T17:30:00Z'))).toEqual({ ...wall(2026, 7, 4, 18, 30), weekday: 6 });
    expect(ukInstant(wall(2026, 1, 10, 14, 0)).toISOString()).toBe('2026-01-10T14:00:00.000Z');
    expect(ukInstant(wall(2026, 7, 4, 0, 30)).toISOString()).toBe('2026-07-03T23:30:00.000Z');
  });

  describe('spring forward, 29 March 2026 (01:00 GMT becomes 02:00 BST)', () => {
    it('reads the instants either side of the change', () => {
      expect(ukWallTime(at('2026-03-29T00:59:00Z'))).toMatchObject({ day: 29, hour: 0, minute: 59 });
      expect(ukWallTime(at('2026-03-29T01:00:00Z'))).toMatchObject({ day: 29, hour: 2, minute: 0 });
    });

    it('finds the instants of the times either side of the skipped hour', () => {
      expect(ukInstant(wall(2026, 3, 29, 0, 59)).toISOString()).toBe('2026-03-29T00:59:00.000Z');
      expect(ukInstant(wall(2026, 3, 29, 2, 0)).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    });

    it('moves a time of the skipped hour an hour forward', () => {
      expect(ukInstant(wall(2026, 3, 29, 1, 0)).toISOString()).toBe('2026-03-29T01:00:00.000Z');
      expect(ukInstant(wall(2026, 3, 29, 1, 30)).toISOString()).toBe('2026-03-29T01:30:00.000Z');
      expect(ukWallTime(ukInstant(wall(2026, 3, 29, 1, 30)))).toMatchObject({ hour: 2, minute: 30 });
    });
  });

  describe('fall back, 25 October 2026 (02:00 BST becomes 01:00 GMT)', () => {
    it('reads the repeated hour twice', () => {
      expect(ukWallTime(at('2026-10-25T00:30:00Z'))).toMatchObject({ day: 25, hour: 1, minute: 30 });
      expect(ukWallTime(at('2026-10-25T01:30:00Z'))).toMatchObject({ day: 25, hour: 1, minute: 30 });
    });

    it('takes the first of the repeated times, in BST', () => {
      expect(ukInstant(wall(2026, 10, 25, 1, 0)).toISOString()).toBe('2026-10-25T00:00:00.000Z');
      expect(ukInstant(wall(2026, 10, 25, 1, 30)).toISOString()).toBe('2026-10-25T00:30:00.000Z');
      expect(ukInstant(wall(2026, 10, 25, 1, 59)).toISOString()).toBe('2026-10-25T00:59:00.000Z');
    });

    it('finds the instants of the times either side of the repeated hour', () => {
      expect(ukInstant(wall(2026, 10, 25, 0, 59)).toISOString()).toBe('2026-10-24T23:59:00.000Z');
      expect(ukInstant(wall(2026, 10, 25, 2, 0)).toISOString()).toBe('2026-10-25T02:00:00.000Z');
    });
  });

  it('agrees with Intl at every quarter hour of both days the clocks change, and back', () => {
    for (const day of ['2026-03-28T22:00:00Z', '2026-10-24T22:00:00Z']) {
      for (let quarter = 0; quarter < 4 * 28; quarter++) {
        const instant = at(day).getTime() + quarter * 900_000;
        const [date, time] = intlClock.format(instant).split(', ');
        const shown = ukWallTime(instant);
        expect(`${ukDay(instant)} ${clockText(shown)}`).toBe(
          `${date.split('/').reverse().join('-')} ${time}`,
        );
        expect(ukInstant(shown).getTime()).toBeLessThanOrEqual(instant);
        expect(ukWallTime(ukInstant(shown))).toEqual(shown);
      }
    }
  });

  it('starts a UK day at midnight in London', () => {
    expect(startOfUkDay({ year: 2026, month: 7, day: 18 }).toISOString()).toBe('2026-07-17T23:00:00.000Z');
    expect(startOfUkDay({ year: 2026, month: 12, day: 18 }).toISOString()).toBe('2026-12-18T00:00:00.000Z');
    expect(startOfUkDay({ year: 2026, month: 3, day: 29 }).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfUkDay({ year: 2026, month: 10, day: 25 }).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(startOfUkToday(at('2026-07-04T23:30:00Z')).toISOString()).toBe('2026-07-04T23:00:00.000Z');
  });

  it('dates an instant by its UK day, which in summer starts before midnight UTC', () => {
    expect(ukDay(at('2026-07-04T22:59:00Z'))).toBe('2026-07-04');
    expect(ukDay(at('2026-07-04T23:00:00Z'))).toBe('2026-07-05');
    expect(ukDay(at('2026-12-31T23:59:00Z'))).toBe('2026-12-31');
  });

  it('counts days across months and years', () => {
    expect(nextDay({ year: 2026, month: 2, day: 28 })).toEqual({ year: 2026, month: 3, day: 1 });
    expect(nextDay({ year: 2026, month: 12, day: 31 })).toEqual({ year: 2027, month: 1, day: 1 });
  });
});
