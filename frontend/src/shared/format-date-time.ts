import { CLUB_TIME_ZONE } from '@club/rules';
import { onFirstUse } from './on-first-use';

const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: CLUB_TIME_ZONE,
    }),
);

/** A date-time as the club reads it: en-GB, Europe/London (e.g. '3 Nov 2026, 14:05'). */
export function formatDateTime(when: Date | string): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date);
}
