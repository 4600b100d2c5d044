import { useEffect } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { authChangePasswordMutation } from '../../api/generated/@tanstack/react-query.gen';
import { PasswordField } from '../../auth/PasswordField';
import { useToast } from '../../layout/toast';
import { failureMessage } from '../../shared/api-error';
import { textFieldProps } from '../../shared/form-field';
import { firstMessage } from '../../shared/form-rules';
import { MIN_PASSWORD_LENGTH } from '../../shared/server-rules';
import {
  changePasswordSchema,
  EMPTY_PASSWORDS,
  PASSWORD_MESSAGES,
  PASSWORD_RULE_ORDER,
  type ChangePasswordFields,
} from './change-password-schema';

/**
 * Change Password on the profile (spec 2 §2, §5, §8): the current password and the new one twice.
 * The rules' message shows above the fields; the server's answer comes as a toast. Other sessions
 * of the member are signed out by the server; this one stays.
 */
export function ChangePasswordForm({ id, onDone }: { id: string; onDone: () => void }) {
  const toast = useToast();
  const form = useForm<ChangePasswordFields, unknown, ChangePasswordFields>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY_PASSWORDS,
  });
  const change = useMutation(authChangePasswordMutation());
  const messageId = `${id}-problem`;
  const problem = firstMessage(form.formState.errors, PASSWORD_RULE_ORDER);
  const field = (name: keyof ChangePasswordFields, hint?: string) =>
    textFieldProps(form, name, { hint, messageId });

  useEffect(() => form.setFocus('currentPassword'), [form]);

  async function onValid({ currentPassword, newPassword }: ChangePasswordFields) {
    try {
      await change.mutateAsync({ body: { currentPassword, newPassword } });
      toast.success(PASSWORD_MESSAGES.changed);
      onDone();
    } catch (error) {
      toast.error(
        failureMessage(error, { rejected: PASSWORD_MESSAGES.failed, network: PASSWORD_MESSAGES.network }),
      );
    }
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Box
      component="form"
      id={id}
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-labelledby={`${id}-heading`}
      aria-busy={submitting}
      sx={{ mt: 3 }}
    >
      <Typography id={`${id}-heading`} variant="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        Change Password
      </Typography>
      {problem ? (
        <Alert id={messageId} severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          required
          toggleName="current password"
          {...field('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          required
          toggleName="new password"
          {...field('newPassword', `At least ${MIN_PASSWORD_LENGTH} characters`)}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          required
          toggleName="confirm new password"
          {...field('confirmPassword')}
        />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Updating Password...' : 'Update Password'}
          </Button>
          <Button onClick={onDone} disabled={submitting}>
            Cancel
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
