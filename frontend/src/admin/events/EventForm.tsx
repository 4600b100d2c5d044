import type { ReactNode } from 'react';
import { ZodSimpleForm } from '../forms/ZodSimpleForm';
import { eventFormSchema, eventFormSummary } from './event-form-schema';
import { EventFormFields } from './EventFormFields';

/** The Add/Edit event form: the spec's rules, the first broken one toasted. */
export function EventForm({ toolbar, defaultValues }: { toolbar?: ReactNode; defaultValues?: object }) {
  return (
    <ZodSimpleForm
      schema={eventFormSchema}
      summarize={eventFormSummary}
      toolbar={toolbar}
      defaultValues={defaultValues}
    >
      <EventFormFields />
    </ZodSimpleForm>
  );
}
