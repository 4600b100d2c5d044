import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { useHydrated } from '../shared/use-hydrated';

/**
 * The fields of a form on a pre-rendered page, in a column: a fieldset that is disabled until React has taken
 * the page over. Text typed before that would be lost (react-hook-form sets each field to its default as it
 * registers it), so the fields take input only once the form can keep it.
 */
export function FieldsUntilHydrated({ spacing, children }: { spacing: number; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Stack
      component="fieldset"
      disabled={!hydrated}
      spacing={spacing}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      {children}
    </Stack>
  );
}

/**
 * The form's submit button, disabled until React has taken the page over (the browser would send the form by
 * itself) and while `submitting`. A component of its own: when the page is taken over, only it is drawn again.
 */
export function SubmitWhenHydrated({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" disabled={submitting || !hydrated}>
      {children}
    </Button>
  );
}
