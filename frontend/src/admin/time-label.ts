import { CLUB_TIME_ZONE } from '@club/rules';

const HOUR_MS = 60 * 60 * 1000;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: CLUB_TIME_ZONE,
});

/**
 * The label of a recent-activity entry: under an hour 'Just now', under a day 'N hours ago',
 * under two days 'Yesterday', otherwise the en-GB date in Europe/London (e.g. '3 Nov 2026').
 * A time slightly in the future (clock skew between server and browser) reads 'Just now'.
 */
export function timeLabel(when: Date | string, now: Date = new Date()): string {
  const then = typeof when === 'string' ? new Date(when) : when;
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < 24 * HOUR_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  if (elapsed < 48 * HOUR_MS) return 'Yesterday';
  return dateFormat.format(then);
}
