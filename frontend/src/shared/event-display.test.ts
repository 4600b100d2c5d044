import { describe, expect, it } from 'vitest';
import {
  bySoonest,
  eventDateLabel,
  eventLocationLabel,
  eventTimeLabel,
  isTodayOrLater,
  isUpcoming,
  participantsLabel,
} from './event-display';

describe('event display (spec 1 §2, §9)', () => {
  it('writes the date long in en-GB, UK time, and Coming Soon / TBD without one', () => {
    expect(eventDateLabel({ date: '2026-03-14T10:00:00.000Z' })).toBe('Saturday, 14 March 2026');
    // 23:30 UTC in July is 00:30 the next day in the UK (BST).
    expect(eventDateLabel({ date: '2026-07-04T23:30:00.000Z' })).toBe('Sunday, 5 July 2026');
    expect(eventDateLabel({ date: null })).toBe('Coming Soon');
    expect(eventTimeLabel({ date: null, time: '10:00' })).toBe('TBD');
  });

  it('takes the event’s own time text, else the time of its date in the UK', () => {
    expect(eventTimeLabel({ date: '2026-07-04T09:00:00.000Z', time: '10:00 – 16:00' })).toBe('10:00 – 16:00');
    expect(eventTimeLabel({ date: '2026-07-04T09:00:00.000Z', time: '' })).toBe('10:00');
  });

  it('falls back to the club’s venue', () => {
    expect(eventLocationLabel('')).toBe('Community Centre');
    expect(eventLocationLabel('Library')).toBe('Library');
  });

  it('says Max N participants, or Open to all trainers when there is no limit', () => {
    expect(participantsLabel(16)).toBe('Max 16 participants');
    expect(participantsLabel(null)).toBe('Open to all trainers');
  });

  it('counts events from now (upcoming) or from today (public list), undated ones neither', () => {
    const now = new Date('2026-07-04T12:00:00.000Z');
    expect(isUpcoming({ date: '2026-07-04T11:00:00.000Z' }, now)).toBe(false);
    expect(isTodayOrLater({ date: '2026-07-04T11:00:00.000Z' }, now)).toBe(true);
    expect(isTodayOrLater({ date: '2026-07-03T22:00:00.000Z' }, now)).toBe(false);
    expect(isUpcoming({ date: null }, now)).toBe(false);
  });

  it('sorts soonest first, undated last', () => {
    const list = [{ date: null }, { date: '2026-08-01T10:00:00Z' }, { date: '2026-07-01T10:00:00Z' }];
    expect(list.sort(bySoonest).map((e) => e.date)).toEqual([
      '2026-07-01T10:00:00Z',
      '2026-08-01T10:00:00Z',
      null,
    ]);
  });
});
