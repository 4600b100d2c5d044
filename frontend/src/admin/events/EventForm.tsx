import type { ReactNode } from 'react';
import { ZodSimpleForm } from '../forms/ZodSimpleForm';
import {
  eventFormSchema,
  eventFormSummary,
  quickEventFormSchema,
  quickEventFormSummary,
} from './event-form-schema';
import { EventFormFields } from './EventFormFields';

/**
 * Which rules an event form keeps (spec 2 §5): the events manager's (title, description, date and time) or the
 * dashboard's quick form (title and date).
 */
export type EventFormRules = 'manager' | 'quick';

const RULES = {
  manager: { schema: eventFormSchema, summarize: eventFormSummary },
  quick: { schema: quickEventFormSchema, summarize: quickEventFormSummary },
} as const;

/** The Add/Edit event form: the spec's rules, the first broken one toasted. */
export function EventForm({
  rules,
  toolbar,
  defaultValues,
}: {
  rules: EventFormRules;
  toolbar?: ReactNode;
  defaultValues?: object;
}) {
  return (
    <ZodSimpleForm
      schema={RULES[rules].schema}
      summarize={RULES[rules].summarize}
      toolbar={toolbar}
      defaultValues={defaultValues}
    >
      <EventFormFields rules={rules} />
    </ZodSimpleForm>
  );
}
