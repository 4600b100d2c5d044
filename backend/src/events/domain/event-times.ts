import { nextDay, readEventTime, ukInstant, ukWallTime } from '@club/rules';

/** How long an event lasts in calendars when its time text names no end. */
export const DEFAULT_DURATION_MS = 3 * 3_600_000;

/**
 * When an event ends: the end of its time text ('18:30–21:30', '6pm - 9pm', read by @club/rules) on the UK day it
 * starts (the next day when that is not after the start), else three hours after the start.
 */
export function eventEnd(start: Date, time: string | null): Date {
  const end = time ? readEventTime(time)?.end : null;
  if (!end) return new Date(start.getTime() + DEFAULT_DURATION_MS);
  const startDay = ukWallTime(start);
  const sameDay = ukInstant({ ...startDay, ...end });
  return sameDay > start ? sameDay : ukInstant({ ...nextDay(startDay), ...end });
}
