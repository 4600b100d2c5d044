import { describe, expect, it } from 'vitest';
import { activityTimeLabel, timeLabel } from './time-label';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeLabel', () => {
  it('reads "Just now" under one hour, including a time slightly in the future', () => {
    expect(timeLabel(ago(0), now)).toBe('Just now');
    expect(timeLabel(ago(59 * MINUTE), now)).toBe('Just now');
    expect(timeLabel(ago(-2 * MINUTE), now)).toBe('Just now');
  });

  it('counts whole hours under a day', () => {
    expect(timeLabel(ago(HOUR), now)).toBe('1 hour ago');
    expect(timeLabel(ago(2 * HOUR + 59 * MINUTE), now)).toBe('2 hours ago');
    expect(timeLabel(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
  });

  it('reads "Yesterday" from 24 up to 48 hours', () => {
    expect(timeLabel(ago(24 * HOUR), now)).toBe('Yesterday');
    expect(timeLabel(ago(47 * HOUR + 59 * MINUTE), now)).toBe('Yesterday');
  });

  it('shows the en-GB date in Europe/London from 48 hours on', () => {
    expect(timeLabel(ago(48 * HOUR), now)).toBe('20 Nov 2026');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(timeLabel('2026-06-30T23:30:00Z', now)).toBe('1 Jul 2026');
  });

  it('accepts ISO strings and returns an empty label for an invalid date', () => {
    expect(timeLabel('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeLabel('not a date', now)).toBe('');
  });
});

describe('activityTimeLabel (recent activity: minutes, hours and days ago)', () => {
  it('reads "Just now" under a minute, including a time slightly in the future', () => {
    expect(activityTimeLabel(ago(59_000), now)).toBe('Just now');
    expect(activityTimeLabel(ago(-2 * MINUTE), now)).toBe('Just now');
  });

  it('counts whole minutes under an hour, hours under a day, then days', () => {
    expect(activityTimeLabel(ago(MINUTE), now)).toBe('1 minute ago');
    expect(activityTimeLabel(ago(59 * MINUTE + 59_000), now)).toBe('59 minutes ago');
    expect(activityTimeLabel(ago(HOUR), now)).toBe('1 hour ago');
    expect(activityTimeLabel(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
    expect(activityTimeLabel(ago(DAY), now)).toBe('1 day ago');
    expect(activityTimeLabel(ago(40 * DAY + HOUR), now)).toBe('40 days ago');
    expect(activityTimeLabel('not a date', now)).toBe('');
  });
});
