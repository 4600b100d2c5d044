import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { useAdminToast } from '../use-admin-toast';

/**
 * Replaces react-admin's generic 'The form is not valid' toast (use with
 * `disableInvalidFormNotification`): after a submit that failed validation it toasts the message
 * `summarize` picks from the current values, e.g. 'Please fill in all required fields'.
 */
export function InvalidFormNotifier({
  summarize,
}: {
  summarize: (values: FieldValues) => string | undefined;
}) {
  const { submitCount, errors } = useFormState();
  const { getValues } = useFormContext();
  const toast = useAdminToast();
  const seen = useRef(submitCount);

  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    toast.error(summarize(getValues()) ?? 'ra.message.invalid_form');
  }, [submitCount, errors, getValues, summarize, toast]);

  return null;
}
