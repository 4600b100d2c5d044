import { CLUB_TIME_ZONE } from '@club/rules';
import { createEvents, type EventAttributes } from 'ics';
import { eventEnd } from './domain/event-times.js';
import { EventType } from './domain/event-type.js';
import type { Event } from './event.entity.js';

const TYPE_LABELS: Record<EventType, string> = {
  [EventType.TOURNAMENT]: 'Tournament',
  [EventType.TRADING_SESSION]: 'Trading session',
  [EventType.COMMUNITY_NIGHT]: 'Community night',
  [EventType.TRAINING_SESSION]: 'Training session',
  [EventType.SPECIAL_EVENT]: 'Special event',
};

/**
 * RFC 5545 wants at least one component in a calendar: an empty feed carries the club's time zone, so calendar
 * apps that subscribed before the last event passed still read it.
 */
const LONDON_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CLUB_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
  '',
].join('\r\n');

/**
 * Events as an iCalendar (RFC 5545) document, written by the `ics` package. Times are UTC instants (the UK
 * times the club chose, converted), which every calendar app shows in its own zone. UIDs are
 * `event-<id>.<site host>` (no `@`: nothing public looks like an e-mail address), stable across edits; SEQUENCE grows with each edit (seconds since creation), so
 * subscribed calendars take the change.
 */
export function eventsCalendar(events: Event[], publicUrl: string, name: string): string {
  const host = new URL(publicUrl).host;
  const attributes = events.map((event): EventAttributes => {
    return {
      uid: `event-${event.id}.${host}`,
      title: event.title,
      start: event.date.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: eventEnd(event.date, event.time).getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      ...(event.description ? { description: event.description } : {}),
      ...(event.location ? { location: event.location } : {}),
      url: `${publicUrl}/events`,
      categories: [TYPE_LABELS[event.type as EventType]],
      status: 'CONFIRMED',
      sequence: Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000)),
      created: event.createdAt.getTime(),
      lastModified: event.updatedAt.getTime(),
    };
  });
  const { error, value } = createEvents(attributes, {
    productId: '-//Pokemon TCG Club//Events//EN',
    calName: name,
  });
  if (error || !value) throw error ?? new Error('The calendar could not be written.');
  return events.length ? value : value.replace('END:VCALENDAR', `${LONDON_TIMEZONE}END:VCALENDAR`);
}
