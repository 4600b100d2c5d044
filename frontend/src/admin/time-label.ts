import { CLUB_TIME_ZONE } from '@club/rules';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: CLUB_TIME_ZONE,
});

/**
 * The time labels of spec 2 §9 (the overview's last backup): under an hour 'Just now', under a day 'N hours ago',
 * under two days 'Yesterday', otherwise the en-GB date in Europe/London (e.g. '3 Nov 2026').
 * A time slightly in the future (clock skew between server and browser) reads 'Just now'.
 */
export function timeLabel(when: Date | string, now: Date = new Date()): string {
  const then = typeof when === 'string' ? new Date(when) : when;
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 2 * DAY_MS) return 'Yesterday';
  return dateFormat.format(then);
}

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * The label of a recent-activity entry (spec 2 §9: 'Activity labels use minutes, hours and days ago'): under a
 * minute 'Just now', then whole minutes, hours or days ('5 minutes ago', '1 hour ago', '3 days ago'). A time
 * slightly in the future (clock skew between server and browser) reads 'Just now'.
 */
export function activityTimeLabel(when: Date | string, now: Date = new Date()): string {
  const then = typeof when === 'string' ? new Date(when) : when;
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  return ago(Math.floor(elapsed / DAY_MS), 'day');
}
