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

const rulesOfEveryEventForm = {
  title: filled(M.titleAndDate),
  date: filled(M.titleAndDate),
  type: z.enum(EVENT_TYPES).default('TOURNAMENT'),
  maxAttendees: z.number({ error: M.maxAttendees }).int(M.maxAttendees).min(1, M.maxAttendees).nullish(),
};

/**
 * The events screen's form (spec 2 §5): title and date first ('Please fill in title and date'), then the
 * description and time it also requires; max attendees a whole number of at least 1, or empty for no limit.
 * The record's other keys pass through (react-admin sends the record).
 */
export const eventFormSchema = z.looseObject({
  ...rulesOfEveryEventForm,
  description: filled(M.required),
  time: filled(M.required).refine((text) => readEventTime(text) !== null, M.time),
});

/**
 * The dashboard's quick event form (spec 2 §5, 'Event (dashboard modal)'): only title and date are required; a
 * time, when given, must be one.
 */
export const quickEventFormSchema = z.looseObject({
  ...rulesOfEveryEventForm,
  time: z
    .string()
    .trim()
    .refine((text) => text === '' || readEventTime(text) !== null, M.time)
    .nullish(),
});

function summaryOf(schema: z.ZodType): (values: unknown) => string | undefined {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return undefined;
    const messages = result.error.issues.map((issue) => issue.message);
    return [M.titleAndDate, M.required, M.time, M.maxAttendees].find((message) => messages.includes(message));
  };
}

/** The one message to toast for a failed submit: title and date first, then the other rules. */
export const eventFormSummary = summaryOf(eventFormSchema);
export const quickEventFormSummary = summaryOf(quickEventFormSchema);

interface EventFormValues {
  readonly date?: string | null;
  readonly time?: string | null;
  readonly maxAttendees?: number | null;
  readonly [key: string]: unknown;
}

/**
 * What the form sends: the UK day and the time's start joined into the event's date-time (a range keeps its
 * end in the time text, written '18:30–21:30'); a day chosen with no time (the quick form) starts at UK
 * midnight; an emptied limit is null (no limit). The day input holds 'YYYY-MM-DD' once edited, the served
 * date-time before (kept as it is when there is no time to join).
 */
export function toEventRecord<T extends EventFormValues>(values: T): T {
  const dateValue = values.date ?? '';
  const chosenDay = readDay(dateValue);
  const day = chosenDay ?? readDay(ukDayOf(dateValue));
  const written = (values.time ?? '').trim();
  const times = readEventTime(written);
  const start = times?.start ?? (chosenDay ? { hour: 0, minute: 0 } : null);
  return {
    ...values,
    date: day && start ? ukInstant({ ...day, ...start }).toISOString() : values.date,
    time: times ? eventTimeText(times) : written,
    maxAttendees: values.maxAttendees ?? null,
  };
}
