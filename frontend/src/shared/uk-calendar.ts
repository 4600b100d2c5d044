/**
 * Dates as the club writes them (en-GB, in Europe/London) worked out without Intl. The first Intl formatter a
 * page makes costs the browser its locale data: 35–70 ms of main thread on the bench machine, several times that
 * on a slow phone, on every public page that shows a date. The club writes one locale in one time zone, whose
 * rule has held since 1996: British Summer Time runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on
 * the last Sunday of October. The tests hold every function here to Intl's own output.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0–11) of a year. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** How far London's clocks are ahead of UTC at an instant: an hour in British Summer Time, else none. */
export function londonOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayOneAm(year, 2) && instant < lastSundayOneAm(year, 9) ? HOUR_MS : 0;
}

/** A calendar day and clock time, as read off a clock in London (`month` 0–11, `weekday` 0 for Sunday). */
export interface LondonTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
  readonly hours: number;
  readonly minutes: number;
}

export function inLondon(instant: Date | number): LondonTime {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const clock = new Date(time + londonOffsetMs(time));
  return {
    year: clock.getUTCFullYear(),
    month: clock.getUTCMonth(),
    day: clock.getUTCDate(),
    weekday: clock.getUTCDay(),
    hours: clock.getUTCHours(),
    minutes: clock.getUTCMinutes(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'Saturday, 14 March 2026'. */
export function longDateLabel({ weekday, day, month, year }: LondonTime): string {
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month]} ${year}`;
}

/** '14 March 2026'. */
export function dayMonthYearLabel({ day, month, year }: Pick<LondonTime, 'day' | 'month' | 'year'>): string {
  return `${day} ${MONTHS[month]} ${year}`;
}

/** '09:05' (24-hour clock). */
export function clockLabel({ hours, minutes }: LondonTime): string {
  return `${twoDigits(hours)}:${twoDigits(minutes)}`;
}

/** '2026-03-14', which sorts as text. */
export function isoDayLabel({ year, month, day }: LondonTime): string {
  return `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`;
}
