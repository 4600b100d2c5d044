// Built once: constructing an Intl formatter costs far more than formatting with one.
const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The date and time a clock in the UK shows at an instant. */
export function londonWallTime(instant: Date): WallTime {
  const parts = Object.fromEntries(
    LONDON_PARTS.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/**
 * The instant a UK clock shows this wall time. In the autumn's repeated hour the earlier instant (BST) is
 * chosen; in the spring's skipped hour the time is read as GMT (an hour later on the clock).
 */
export function londonInstant(wall: WallTime): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  for (const offsetHours of [1, 0]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const shown = londonWallTime(candidate);
    if (shown.hour === wall.hour && shown.minute === wall.minute && shown.day === wall.day) return candidate;
  }
  return new Date(asUtc);
}

/** Midnight at the start of today in the UK: events of today count as upcoming until the day is over. */
export function startOfLondonToday(now: Date = new Date()): Date {
  const { year, month, day } = londonWallTime(now);
  return londonInstant({ year, month, day, hour: 0, minute: 0 });
}
