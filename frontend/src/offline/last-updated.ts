import { clockText, ukDay, ukWallTime } from '@club/rules';
import { formatDateTime } from '../shared/format-date-time';

/** 'Last updated 14:32' on the UK clock; with the date when it was another day ('Last updated 26 Nov 2026, 21:05'). */
export function lastUpdatedText(updatedAt: number, now: Date = new Date()): string {
  const when =
    ukDay(updatedAt) === ukDay(now) ? clockText(ukWallTime(updatedAt)) : formatDateTime(new Date(updatedAt));
  return `Last updated ${when}`;
}
