import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface FieldOptions {
  /** Shown under the field while it has no error (or always, with `messageId`). */
  readonly hint?: string;
  /**
   * For forms that show one message above the form (spec 1 §8): the id of that message. The field
   * then keeps its hint, and while in error points at the message with aria-errormessage.
   */
  readonly messageId?: string;
  /** The server's longest value: the field takes no more, so a long paste cannot fail only on saving. */
  readonly maxLength?: number;
}

/**
 * The props that tie an MUI TextField to a react-hook-form field: value handlers, the input's ref
 * (so a failed submit focuses the first invalid field), `error` (which sets aria-invalid) and the
 * field's message as helper text, which MUI links to the input with aria-describedby.
 */
export function textFieldProps<T extends FieldValues, TOut extends FieldValues = T>(
  form: UseFormReturn<T, unknown, TOut>,
  name: Path<T>,
  { hint, messageId, maxLength }: FieldOptions = {},
) {
  const { ref, ...field } = form.register(name);
  const error = form.getFieldState(name, form.formState).error;
  return {
    ...field,
    inputRef: ref,
    error: Boolean(error),
    helperText: (messageId ? undefined : error?.message) ?? hint,
    slotProps: {
      htmlInput: { 'aria-errormessage': error && messageId ? messageId : undefined, maxLength },
    },
  };
}
