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
