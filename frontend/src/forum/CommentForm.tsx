import { Box, Button, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { textFieldProps } from '../shared/form-field';
import { MAX_COMMENT_LENGTH } from '../shared/server-rules';
import { commentSchema, EMPTY_COMMENT, type CommentFields } from './comment-schema';
import { MarkupHint, MarkupPreview } from './MarkupPreview';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  busyLabel: string;
  initial?: CommentFields;
  /** Resolves true when saved (the form then empties), false when the call failed (the text stays). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment's text box (add or edit), with its limit, the formatting hint and a live preview. */
export function CommentForm({
  label,
  submitLabel,
  busyLabel,
  initial = EMPTY_COMMENT,
  onSubmit,
  onCancel,
  autoFocus = false,
}: CommentFormProps) {
  const form = useForm<CommentFields, unknown, CommentFields>({
    resolver: zodResolver(commentSchema),
    defaultValues: initial,
  });
  const content = useWatch({ control: form.control, name: 'content' });

  async function onValid({ content }: CommentFields) {
    if (await onSubmit(content)) form.reset(EMPTY_COMMENT);
  }

  const submitting = form.formState.isSubmitting;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      // Escape leaves an edit as Cancel does.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel && !submitting) {
          event.preventDefault();
          onCancel();
        }
      }}
      aria-busy={submitting}
    >
      <Stack spacing={1.5}>
        <TextField
          label={label}
          multiline
          minRows={3}
          maxRows={12}
          fullWidth
          autoFocus={autoFocus}
          {...textFieldProps(form, 'content', {
            hint: `${content.length}/${MAX_COMMENT_LENGTH} characters`,
          })}
        />
        <MarkupHint />
        {content.trim() ? <MarkupPreview text={content} /> : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? busyLabel : submitLabel}
          </Button>
          {onCancel ? (
            <Button onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
