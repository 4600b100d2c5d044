import { eventTimeText, readDay, readEventTime, ukDayOf, ukInstant } from '@club/rules';
import { z } from 'zod';
import { EVENT_TYPES } from '../../shared/event-display';

/** Translation keys (i18n/en.ts); react-admin translates an input's error message. */
export const EVENT_FORM_MESSAGES = {
  titleAndDate: 'club.events.validation.titleAndDate',
  required: 'club.events.validation.required',
  maxAttendees: 'club.events.validation.maxAttendees',
  time: 'club.events.validation.time',
} as const;

const M = EVENT_FORM_MESSAGES;
const filled = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The event form (spec 2 §5): title and date first ('Please fill in title and date'), then the
 * description and time the events screen also requires; max attendees a whole number of at least 1,
 * or empty for no limit. The record's other keys pass through (react-admin sends the record).
 */
export const eventFormSchema = z.looseObject({
  title: filled(M.titleAndDate),
  date: filled(M.titleAndDate),
  description: filled(M.required),
  time: filled(M.required).refine((text) => readEventTime(text) !== null, M.time),
  type: z.enum(EVENT_TYPES).default('TOURNAMENT'),
  maxAttendees: z.number({ error: M.maxAttendees }).int(M.maxAttendees).min(1, M.maxAttendees).nullish(),
});

/** The one message to toast for a failed submit: title and date first, then the other rules. */
export function eventFormSummary(values: unknown): string | undefined {
  const result = eventFormSchema.safeParse(values);
  if (result.success) return undefined;
  const messages = result.error.issues.map((issue) => issue.message);
  return [M.titleAndDate, M.required, M.time, M.maxAttendees].find((message) => messages.includes(message));
}

interface EventFormValues {
  readonly date?: string | null;
  readonly time?: string | null;
  readonly maxAttendees?: number | null;
  readonly [key: string]: unknown;
}

/**
 * What the form sends: the UK day and the time's start joined into the event's date-time (a range keeps its
 * end in the time text, written '18:30–21:30'); an emptied limit is null (no limit). The day input holds
 * 'YYYY-MM-DD' once edited, the served date-time before.
 */
export function toEventRecord<T extends EventFormValues>(values: T): T {
  const dateValue = values.date ?? '';
  const day = readDay(dateValue) ?? readDay(ukDayOf(dateValue));
  const written = (values.time ?? '').trim();
  const times = readEventTime(written);
  return {
    ...values,
    date: day && times ? ukInstant({ ...day, ...times.start }).toISOString() : values.date,
    time: times ? eventTimeText(times) : written,
    maxAttendees: values.maxAttendees ?? null,
  };
}
