import type { ReactNode } from 'react';
import { ZodSimpleForm } from '../forms/ZodSimpleForm';
import { releaseFormSchema, releaseFormSummary } from './release-form-schema';
import { ReleaseFormFields } from './ReleaseFormFields';

/** The Add/Edit release form: the spec's rules, the first broken one toasted. */
export function ReleaseForm({ toolbar, defaultValues }: { toolbar?: ReactNode; defaultValues?: object }) {
  return (
    <ZodSimpleForm
      schema={releaseFormSchema}
      summarize={releaseFormSummary}
      toolbar={toolbar}
      defaultValues={defaultValues}
    >
      <ReleaseFormFields />
    </ZodSimpleForm>
  );
}
