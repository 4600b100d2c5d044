/** Places still free at an event; null when it has no limit. Never below 0 (a limit may be lowered later). */
export function placesLeft(maxAttendees: number | null, registered: number): number | null {
  return maxAttendees === null ? null : Math.max(0, maxAttendees - registered);
}

export const EVENT_FULL = 'Event is full';

/**
 * Why `wanted` more people cannot join an event that already has `registered`, or undefined when they can.
 * A party that does not fit is refused whole: a parent never ends up registered without their children.
 */
export function capacityProblem(
  maxAttendees: number | null,
  registered: number,
  wanted: number,
): string | undefined {
  const left = placesLeft(maxAttendees, registered);
  if (left === null || wanted <= left) return undefined;
  if (left === 0) return EVENT_FULL;
  return `Only ${left} ${left === 1 ? 'place is' : 'places are'} left for this event.`;
}
