import { londonInstant, londonWallTime } from './london-time.js';

/** How long an event lasts in calendars when its time text names no end. */
export const DEFAULT_DURATION_MS = 3 * 3_600_000;

/** Clock times as clubs write them: '18:30', '6.30pm', '6pm', '10:00 AM'. A bare number is not a time. */
const CLOCK = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d:])/gi;

function clockTimes(text: string): { hour: number; minute: number }[] {
  const times: { hour: number; minute: number }[] = [];
  for (const match of text.matchAll(CLOCK)) {
    const [, h, m, meridiem] = match;
    if (m === undefined && meridiem === undefined) continue;
    let hour = Number(h);
    const minute = m === undefined ? 0 : Number(m);
    if (minute > 59) continue;
    if (meridiem) {
      if (hour < 1 || hour > 12) continue;
      const pm = meridiem.toLowerCase().startsWith('p');
      hour = (hour % 12) + (pm ? 12 : 0);
    } else if (hour > 23) continue;
    times.push({ hour, minute });
  }
  return times;
}

/**
 * When an event ends: the second clock time of its time text ('18:30–21:30', '6pm - 9pm') on the day it starts
 * (UK time; the next day when that is not after the start), else three hours after the start.
 */
export function eventEnd(start: Date, time: string | null): Date {
  const times = time ? clockTimes(time) : [];
  if (times.length >= 2) {
    const day = londonWallTime(start);
    const end = londonInstant({ ...day, ...times[1] });
    return end > start ? end : new Date(end.getTime() + 24 * 3_600_000);
  }
  return new Date(start.getTime() + DEFAULT_DURATION_MS);
}
