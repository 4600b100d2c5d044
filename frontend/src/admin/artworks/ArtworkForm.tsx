import type { ReactNode } from 'react';
import { ZodSimpleForm } from '../forms/ZodSimpleForm';
import { artworkFormSchema, artworkFormSummary } from './artwork-form-schema';
import { ArtworkFormFields } from './ArtworkFormFields';

/** The Add/Edit artwork form: the spec's rules, the first broken one toasted. */
export function ArtworkForm({ toolbar }: { toolbar?: ReactNode }) {
  return (
    <ZodSimpleForm schema={artworkFormSchema} summarize={artworkFormSummary} toolbar={toolbar}>
      <ArtworkFormFields />
    </ZodSimpleForm>
  );
}
