import { clockText, ukDay, ukWallTime } from '@club/rules';
import { CLUB } from './club';
import { longDateLabel } from './uk-calendar';

/**
 * How an event reads wherever it is shown (spec 1 §2 'Events', §3, §9): a long en-GB date in
 * Europe/London, or 'Coming Soon' with the time 'TBD' when there is no date; the club's venue when no
 * location is given; 'Max N participants' or 'Open to all trainers' when there is no limit.
 */

export const EVENT_TYPES = [
  'TOURNAMENT',
  'TRADING_SESSION',
  'COMMUNITY_NIGHT',
  'TRAINING_SESSION',
  'SPECIAL_EVENT',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  TOURNAMENT: 'Tournament',
  TRADING_SESSION: 'Trading Session',
  COMMUNITY_NIGHT: 'Community Night',
  TRAINING_SESSION: 'Training Session',
  SPECIAL_EVENT: 'Special Event',
};

/** What the display reads of an event (the API's event has more). */
export interface EventTiming {
  readonly date?: string | null;
  readonly time?: string | null;
}

export const NO_DATE_LABEL = 'Coming Soon';
export const NO_TIME_LABEL = 'TBD';
export const OPEN_TO_ALL_LABEL = 'Open to all trainers';

function validDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Saturday, 14 March 2026', or 'Coming Soon' without a date. */
export function eventDateLabel({ date }: EventTiming): string {
  const when = validDate(date);
  return when ? longDateLabel(ukWallTime(when)) : NO_DATE_LABEL;
}

/** The event's own time text ('10:00 – 16:00'), else the time of its date-time, else 'TBD'. */
export function eventTimeLabel({ date, time }: EventTiming): string {
  const when = validDate(date);
  if (!when) return NO_TIME_LABEL;
  return time?.trim() || clockText(ukWallTime(when));
}

export function eventLocationLabel(location: string | null | undefined): string {
  return location?.trim() || CLUB.venue;
}

/** null (or no limit given) means anyone may come (spec 2 §3). */
export function participantsLabel(maxAttendees: number | null | undefined): string {
  return maxAttendees == null ? OPEN_TO_ALL_LABEL : `Max ${maxAttendees} participants`;
}

/** Dated now or later (spec 1 §4); an event without a date is not yet upcoming. */
export function isUpcoming({ date }: EventTiming, now: Date = new Date()): boolean {
  const when = validDate(date);
  return when !== null && when.getTime() >= now.getTime();
}

/** Dated today or later, in UK days (the /public-events list). */
export function isTodayOrLater({ date }: EventTiming, now: Date = new Date()): boolean {
  const when = validDate(date);
  // 'YYYY-MM-DD' days sort as text.
  return when !== null && ukDay(when) >= ukDay(now);
}

/** Soonest first; events without a date last. */
export function bySoonest(a: EventTiming, b: EventTiming): number {
  const ta = validDate(a.date)?.getTime() ?? Number.POSITIVE_INFINITY;
  const tb = validDate(b.date)?.getTime() ?? Number.POSITIVE_INFINITY;
  return ta - tb;
}
