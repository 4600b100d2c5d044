/**
 * The club's events happen in UK time whatever the admin's computer says: the form's day and time
 * are read as Europe/London wall-clock time and stored as the instant they name (and back).
 */
const ZONE = 'Europe/London';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date) {
  const get = (type: string) => parts.formatToParts(instant).find((p) => p.type === type)?.value ?? '00';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of a UK day ('2026-07-04') and time ('14:30'), as an ISO string; null if either is not valid. */
export function londonInstant(day: string, time: string): string | null {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // London is UTC or UTC+1: try the offset the wall clock shows at that moment.
  for (const offsetHours of [0, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const seen = wallClock(candidate);
    if (seen.day === day && seen.time === time) return candidate.toISOString();
  }
  // A time that does not exist (the hour skipped when the clocks go forward): take it as GMT.
  return new Date(asUtc).toISOString();
}

/** The UK day ('2026-07-04') of an instant, or '' for none. */
export function londonDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : wallClock(date).day;
}

/** The UK time ('14:30') of an instant, or '' for none. */
export function londonTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : wallClock(date).time;
}

/**
 * An event's time as the club writes it: a start ('18:30') or a start and an end ('18:30–21:30'; a hyphen,
 * 'to' or spaces around the dash are read too), in 24-hour UK time.
 */
const TIME_TEXT = /^([01]\d|2[0-3]):([0-5]\d)(?:\s*(?:[-–—]|to)\s*([01]\d|2[0-3]):([0-5]\d))?$/i;

/** The time written the one way the site shows it ('18:30–21:30'), or null if it is no such time. */
export function eventTimeText(text: string): string | null {
  const m = TIME_TEXT.exec(text.trim());
  if (!m) return null;
  const start = `${m[1]}:${m[2]}`;
  return m[3] ? `${start}–${m[3]}:${m[4]}` : start;
}

/** The start ('18:30') of an event's time text, or null if it is no such time. */
export function eventStartTime(text: string): string | null {
  return eventTimeText(text)?.slice(0, 5) ?? null;
}
