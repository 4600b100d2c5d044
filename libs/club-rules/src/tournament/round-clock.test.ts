import { describe, expect, it } from 'vitest';
import {
  clockEndsAt,
  clockInstant,
  clockRemaining,
  clockStatus,
  extendClock,
  pauseClock,
  resumeClock,
  type RoundClock,
  startClock,
  tableTime,
  timeLeftText,
} from './round-clock.js';

const T0 = Date.parse('2026-12-05T10:00:00.000Z');
const MIN = 60_000;
const fresh: RoundClock = { minutes: 50, startedAt: null, pausedAt: null, pausedSeconds: 0, extraSeconds: 0 };
const ok = <T>(answer: T | { refusal: string }): T => {
  if (answer && typeof answer === 'object' && 'refusal' in answer) throw new Error(answer.refusal);
  return answer as T;
};

describe('a round clock', () => {
  it('shows the whole length before the start, and has no end yet', () => {
    expect(clockStatus(fresh)).toBe('NOT_STARTED');
    expect(clockEndsAt(fresh)).toBeNull();
    expect(clockRemaining(fresh, T0)).toBe(50 * MIN);
  });

  it('runs from its start to the end, with a table’s extra time on top', () => {
    const running = ok(startClock(fresh, T0));
    expect(clockStatus(running)).toBe('RUNNING');
    expect(clockEndsAt(running)).toBe('2026-12-05T10:50:00.000Z');
    expect(clockEndsAt(running, 5 * 60)).toBe('2026-12-05T10:55:00.000Z');
    expect(clockRemaining(running, T0 + 20 * MIN)).toBe(30 * MIN);
    expect(clockRemaining(running, T0 + 51 * MIN)).toBe(-MIN);
    expect(startClock(running, T0)).toEqual({ refusal: 'The round’s clock has already started.' });
  });

  it('stands still while paused and moves its end by the pause', () => {
    const running = ok(startClock(fresh, T0));
    const paused = ok(pauseClock(running, T0 + 10 * MIN));
    expect(clockStatus(paused)).toBe('PAUSED');
    expect(clockEndsAt(paused)).toBeNull();
    expect(clockRemaining(paused, T0 + 30 * MIN)).toBe(40 * MIN);
    expect(pauseClock(paused, T0)).toEqual({ refusal: 'The round’s clock is already paused.' });
    const resumed = ok(resumeClock(paused, T0 + 13 * MIN));
    expect(resumed.pausedSeconds).toBe(180);
    expect(clockEndsAt(resumed)).toBe('2026-12-05T10:53:00.000Z');
    expect(resumeClock(resumed, T0)).toEqual({ refusal: 'The round’s clock is not paused.' });
    expect(pauseClock(fresh, T0)).toEqual({ refusal: 'The round’s clock has not started.' });
  });

  it('is extended by whole minutes and gives back no more than it was given', () => {
    const running = ok(startClock(fresh, T0));
    const longer = ok(extendClock(running, 5));
    expect(clockEndsAt(longer)).toBe('2026-12-05T10:55:00.000Z');
    expect(ok(extendClock(longer, -5)).extraSeconds).toBe(0);
    expect(extendClock(longer, -6)).toEqual({ refusal: 'The round has only 5 extra minutes to take back.' });
    expect(extendClock(longer, 0)).toHaveProperty('refusal');
    expect(extendClock(longer, 61)).toHaveProperty('refusal');
    expect(extendClock(longer, 1.5)).toHaveProperty('refusal');
    expect(tableTime(0, 3)).toBe(180);
    expect(tableTime(180, -3)).toBe(0);
    expect(tableTime(0, -1)).toEqual({ refusal: 'This table has only 0 extra minutes to take back.' });
  });

  it('takes a desk’s instant between its last change and now', () => {
    const paused = ok(pauseClock(ok(startClock(fresh, T0)), T0 + 10 * MIN));
    expect(clockInstant(paused, T0 + 5 * MIN, T0 + 20 * MIN)).toBe(T0 + 10 * MIN);
    expect(clockInstant(paused, T0 + 30 * MIN, T0 + 20 * MIN)).toBe(T0 + 20 * MIN);
    expect(clockInstant(fresh, T0, T0 + MIN)).toBe(T0);
  });

  it('writes the time left as the clocks show it, rounded up, never below zero', () => {
    expect(timeLeftText(50 * MIN)).toBe('50:00');
    expect(timeLeftText(61_001)).toBe('1:02');
    expect(timeLeftText(999)).toBe('0:01');
    expect(timeLeftText(-5000)).toBe('0:00');
    expect(timeLeftText(90 * MIN)).toBe('1:30:00');
  });
});
