// Built once: constructing an Intl formatter costs far more than formatting with one.
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const MINUTE_MS = 60_000;
let lastMinute = Number.NaN;
let lastDate = '';

/** Today's date in the club's time zone, as 'YYYY-MM-DD': sets become legal at midnight in the UK. */
export function londonToday(now: Date = new Date()): string {
  // UK offsets are whole hours, so the date can only change on a minute boundary: format once a minute.
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== lastMinute) {
    lastDate = LONDON_DATE.format(now);
    lastMinute = minute;
  }
  return lastDate;
}
