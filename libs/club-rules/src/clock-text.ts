import { clockText, ukDay, ukInstant, ukWallTime, type CalendarDay, type ClockTime } from './uk-clock.js';

/** The longest event time text read (the API's limit on an event's time). */
export const MAX_EVENT_TIME_LENGTH = 50;

/** An event's start, and its end when the text names one. */
export interface EventTimes {
  readonly start: ClockTime;
  readonly end: ClockTime | null;
}

/**
 * A clock time ('18:30', '6.30', '6pm', '6:30 p.m.'), alone or with an end after a dash, 'to', 'until' or 'till'.
 * Anchored, no nested repeats: linear in the (bounded) length.
 */
const EVENT_TIME =
  /^(\d{1,2})(?:[:.](\d{2}))?(?:\s*([ap])\.?m\.?)?(?:\s*(?:[-–—]|to|until|till)\s*(\d{1,2})(?:[:.](\d{2}))?(?:\s*([ap])\.?m\.?)?)?$/i;

/** A 24-hour time needs its minutes ('18:30'); a 12-hour one needs am or pm ('6pm'). A bare number is no time. */
function clockTime(
  hours: string,
  minutes: string | undefined,
  meridiem: string | undefined,
): ClockTime | null {
  const minute = minutes === undefined ? 0 : Number(minutes);
  let hour = Number(hours);
  if (minute > 59) return null;
  if (meridiem === undefined) return minutes === undefined || hour > 23 ? null : { hour, minute };
  if (hour < 1 || hour > 12) return null;
  hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  return { hour, minute };
}

/**
 * An event's time as clubs write it: '18:30', '6pm', '6:30 pm', '18:30–21:30', '6pm - 9.30pm', '18:30 until 00:30'.
 * Null for anything else ('Evening', 'Round 1 at 7pm', '25:00').
 */
export function readEventTime(text: string): EventTimes | null {
  if (text.length > MAX_EVENT_TIME_LENGTH) return null;
  const match = EVENT_TIME.exec(text.trim());
  if (!match) return null;
  const start = clockTime(match[1], match[2], match[3]);
  if (!start) return null;
  if (match[4] === undefined) return { start, end: null };
  const end = clockTime(match[4], match[5], match[6]);
  return end ? { start, end } : null;
}

/** One clock time ('14:30', '2pm'), or null for anything else, a range included. */
export function readClockTime(text: string): ClockTime | null {
  const times = readEventTime(text);
  return times && !times.end ? times.start : null;
}

/** An event's time the one way the site writes it: '18:30' or '18:30–21:30'. */
export function eventTimeText({ start, end }: EventTimes): string {
  return end ? `${clockText(start)}–${clockText(end)}` : clockText(start);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day written '2026-07-04' that is on the calendar, else null. */
export function readDay(text: string): CalendarDay | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const onCalendar =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return onCalendar ? { year, month, day } : null;
}

/** The instant of a UK day ('2026-07-04') and time ('14:30', '2pm'); null if either is not one. */
export function readUkInstant(day: string, time: string): Date | null {
  const calendarDay = readDay(day);
  const clock = readClockTime(time);
  return calendarDay && clock ? ukInstant({ ...calendarDay, ...clock }) : null;
}

/** An instant written as an ISO date-time, or null for none or for text that is no date. */
export function readInstant(text: string | null | undefined): Date | null {
  if (!text) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The UK day ('2026-07-04') of an ISO date-time, or '' for none: what a day input shows. */
export function ukDayOf(iso: string | null | undefined): string {
  const instant = readInstant(iso);
  return instant ? ukDay(instant) : '';
}

/** The UK time ('14:30') of an ISO date-time, or '' for none: what a time input shows. */
export function ukClockOf(iso: string | null | undefined): string {
  const instant = readInstant(iso);
  return instant ? clockText(ukWallTime(instant)) : '';
}
