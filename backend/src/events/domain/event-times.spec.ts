import { eventEnd } from './event-times.js';
import { londonInstant, londonWallTime } from './london-time.js';

describe('London time', () => {
  it('reads instants as UK clocks show them, in summer and winter', () => {
    expect(londonWallTime(new Date('2026-07-04T17:30:00Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 4,
      hour: 18,
      minute: 30,
    });
    expect(londonWallTime(new Date('2026-12-05T18:30:00Z')).hour).toBe(18);
  });

  it('finds the instant of a UK wall time on both sides of the clock changes', () => {
    expect(londonInstant({ year: 2026, month: 7, day: 4, hour: 18, minute: 30 }).toISOString()).toBe(
      '2026-07-04T17:30:00.000Z',
    );
    expect(londonInstant({ year: 2026, month: 12, day: 5, hour: 18, minute: 30 }).toISOString()).toBe(
      '2026-12-05T18:30:00.000Z',
    );
    // 25 October 2026: 01:30 happens twice; the first (BST) is chosen.
    expect(londonInstant({ year: 2026, month: 10, day: 25, hour: 1, minute: 30 }).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});

describe('eventEnd', () => {
  const start = new Date('2026-07-04T17:30:00Z'); // 18:30 in London

  it.each([
    ['18:30–21:30', '2026-07-04T20:30:00.000Z'],
    ['18:30 - 21:30', '2026-07-04T20:30:00.000Z'],
    ['6.30pm to 9.30pm', '2026-07-04T20:30:00.000Z'],
    ['6:30 PM - 9 PM', '2026-07-04T20:00:00.000Z'],
    ['18:30 until 00:30', '2026-07-04T23:30:00.000Z'],
  ])('reads the end from %s', (time, end) => {
    expect(eventEnd(start, time).toISOString()).toBe(end);
  });

  it.each([[null], ['18:30'], ['Evening'], ['Round 1 at 7pm'], ['Table 12 from 2']])(
    'lasts three hours when %s names no end',
    (time) => {
      expect(eventEnd(start, time).toISOString()).toBe('2026-07-04T20:30:00.000Z');
    },
  );
});
