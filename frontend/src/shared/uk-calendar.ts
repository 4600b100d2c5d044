import type { CalendarDay, UkWallTime } from '@club/rules';

/**
 * Dates written as the club writes them (en-GB) without Intl's date formatting: the first Intl formatter a page
 * makes for words costs the browser its en-GB locale data (docs/performance.md). The clock itself, which day and
 * time it is in the UK, is @club/rules'. The tests hold every label here to Intl's own output.
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

/** 'Saturday, 14 March 2026'. */
export function longDateLabel({ weekday, day, month, year }: UkWallTime): string {
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** '14 March 2026'. */
export function dayMonthYearLabel({ day, month, year }: CalendarDay): string {
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
