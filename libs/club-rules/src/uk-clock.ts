import { TZDate } from '@date-fns/tz';

/**
 * The club's one clock: UK wall time (Europe/London) from and to instants, on @date-fns/tz (the runtime's own
 * time-zone data). Two hours a year need a rule (docs/adr/0011-one-clock.md):
 * - 01:00–01:59 on the last Sunday of October happens twice: the first, in British Summer Time, is meant;
 * - 01:00–01:59 on the last Sunday of March never happens: the time is moved an hour forward (01:30 is 02:30 BST).
 */
export const CLUB_TIME_ZONE = 'Europe/London';

const HOUR_MS = 3_600_000;

/** A calendar day: `month` 1–12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A time on a 24-hour clock. */
export interface ClockTime {
  readonly hour: number;
  readonly minute: number;
}

/** A day and a time as a clock on a wall shows them. */
export type WallTime = CalendarDay & ClockTime;

/** What a UK clock shows at an instant, with the day of the week (0 Sunday … 6 Saturday). */
export interface UkWallTime extends WallTime {
  readonly weekday: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The date and time a clock in the UK shows at an instant. */
export function ukWallTime(instant: Date | number): UkWallTime {
  const clock = new TZDate(typeof instant === 'number' ? instant : instant.getTime(), CLUB_TIME_ZONE);
  return {
    year: clock.getFullYear(),
    month: clock.getMonth() + 1,
    day: clock.getDate(),
    weekday: clock.getDay(),
    hour: clock.getHours(),
    minute: clock.getMinutes(),
  };
}

const sameWallTime = (a: WallTime, b: WallTime) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/**
 * The instant a UK clock shows this wall time: in October's repeated hour the first (BST), in March's skipped
 * hour the time an hour later.
 */
export function ukInstant(wall: WallTime): Date {
  // TZDate reads a repeated time as the later one (GMT) and a skipped one an hour forward.
  const read = new TZDate(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    CLUB_TIME_ZONE,
  ).getTime();
  const anHourEarlier = read - HOUR_MS;
  return new Date(sameWallTime(ukWallTime(anHourEarlier), wall) ? anHourEarlier : read);
}

/** 'YYYY-MM-DD' of a calendar day, which sorts as text. */
export function isoDay({ year, month, day }: CalendarDay): string {
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** '09:05': a time on the 24-hour clock. */
export function clockText({ hour, minute }: ClockTime): string {
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/**
 * The day of the minute last asked for: UK offsets are whole hours, so a UK day starts on a whole minute and every
 * instant of a minute has the same day. Asked on every request, and reading the time-zone data is not cheap.
 */
let lastAsked = { minute: Number.NaN, day: '' };

/** The UK day of an instant ('2026-07-04'); today by default. Sets become legal at midnight in the UK. */
export function ukDay(instant: Date | number = Date.now()): string {
  const minute = Math.floor((typeof instant === 'number' ? instant : instant.getTime()) / 60_000);
  if (minute !== lastAsked.minute) lastAsked = { minute, day: isoDay(ukWallTime(instant)) };
  return lastAsked.day;
}

/** The instant a UK day starts: midnight in London (an hour before midnight UTC in summer). */
export function startOfUkDay(day: CalendarDay): Date {
  return ukInstant({ ...day, hour: 0, minute: 0 });
}

/** Midnight at the start of today in the UK: events of today count as upcoming until the day is over. */
export function startOfUkToday(now: Date = new Date()): Date {
  return startOfUkDay(ukWallTime(now));
}

/** The calendar day after a day. */
export function nextDay({ year, month, day }: CalendarDay): CalendarDay {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}
