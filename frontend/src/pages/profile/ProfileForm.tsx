import { PLAYER_ID_MAX_LENGTH, ukDay } from '@club/rules';
import { useEffect, useId, useRef } from 'react';
import { Alert, Box, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { usersUpdateMeMutation } from '../../api/generated/@tanstack/react-query.gen';
import { AvatarPicker } from '../../auth/AvatarPicker';
import { PasswordField } from '../../auth/PasswordField';
import { updateSessionUser, type SessionUser } from '../../auth/session';
import { useToast } from '../../layout/toast';
import { failureMessage } from '../../shared/api-error';
import { textFieldProps } from '../../shared/form-field';
import { firstMessage } from '../../shared/form-rules';
import { MAX_PROFILE_LENGTHS } from '../../shared/server-rules';
import {
  emailChanged,
  PROFILE_MESSAGES,
  PROFILE_RULE_ORDER,
  profileFields,
  profileSchema,
  toUpdateProfile,
  type ProfileFields,
} from './profile-schema';

/**
 * Edit mode of the profile (spec 2 §2, §5, §8): avatar and basic information. Save sends the form
 * with `usersUpdateMe`, puts the answered user in the session (header, dashboard) and returns to
 * view mode with the server's message (where the link to confirm a new address went, if one was
 * asked for); Cancel returns without saving. A changed address asks for the current password.
 */
export function ProfileForm({ user, onDone }: { user: SessionUser; onDone: (emailNotice?: string) => void }) {
  const toast = useToast();
  const form = useForm<ProfileFields, unknown, ProfileFields>({
    resolver: zodResolver(profileSchema(user.email)),
    defaultValues: profileFields(user),
  });
  const save = useMutation(usersUpdateMeMutation());
  const id = useId();
  const messageId = `${id}-problem`;
  const heading = useRef<HTMLHeadingElement>(null);
  const problem = firstMessage(form.formState.errors, PROFILE_RULE_ORDER);
  const field = (name: keyof typeof MAX_PROFILE_LENGTHS) =>
    textFieldProps(form, name, { messageId, maxLength: MAX_PROFILE_LENGTHS[name] });

  // Edit mode replaces what the member was reading: say where they are now.
  useEffect(() => heading.current?.focus(), []);

  async function onValid(fields: ProfileFields) {
    try {
      const saved = await save.mutateAsync({ body: toUpdateProfile(fields, user.email) });
      updateSessionUser(saved.user);
      toast.success(saved.message);
      onDone(saved.pendingEmail ? saved.message : undefined);
    } catch (error) {
      toast.error(
        failureMessage(error, { rejected: PROFILE_MESSAGES.failed, network: PROFILE_MESSAGES.network }),
      );
    }
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-labelledby={`${id}-heading`}
      aria-busy={submitting}
      sx={{ p: 3, mb: 3 }}
    >
      <Typography
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: '1.4rem', mb: 2, '&:focus': { outline: 'none' } }}
      >
        Edit Profile
      </Typography>
      {problem ? (
        <Alert id={messageId} severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack spacing={3}>
        <Controller
          name="avatar"
          control={form.control}
          render={({ field: avatar }) => <AvatarPicker value={avatar.value} onChange={avatar.onChange} />}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="First Name" autoComplete="given-name" required {...field('firstName')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Last Name" autoComplete="family-name" required {...field('lastName')} />
          </Grid>
          <Grid size={12}>
            <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          </Grid>
          <PasswordIfNewEmail form={form} currentEmail={user.email} messageId={messageId} />
          <Grid size={12}>
            <TextField label="Location" autoComplete="address-level2" {...field('location')} />
          </Grid>
          <Grid size={12}>
            <TextField label="Bio" multiline minRows={3} {...field('bio')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Play! Pokémon Player ID"
              autoComplete="off"
              {...textFieldProps(form, 'playerId', {
                messageId,
                maxLength: PLAYER_ID_MAX_LENGTH,
                hint: 'For sanctioned tournaments: your table shows on the dashboard.',
              })}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  maxLength: PLAYER_ID_MAX_LENGTH,
                  'aria-errormessage': form.formState.errors.playerId ? messageId : undefined,
                },
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Date of birth"
              type="date"
              autoComplete="bday"
              {...textFieldProps(form, 'birthDate', {
                messageId,
                hint: 'For deck-list sheets and TOM files. Only you and the organisers see it.',
              })}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  max: ukDay(),
                  'aria-errormessage': form.formState.errors.birthDate ? messageId : undefined,
                },
              }}
            />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Saving...' : 'Save'}
          </Button>
          <Button onClick={() => onDone()} disabled={submitting}>
            Cancel
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * The current password, asked for only while the address differs from the account's. Watching the
 * address here, not in the form, keeps each keystroke from redrawing the whole form.
 */
function PasswordIfNewEmail({
  form,
  currentEmail,
  messageId,
}: {
  form: UseFormReturn<ProfileFields, unknown, ProfileFields>;
  currentEmail: string;
  messageId: string;
}) {
  const email = useWatch({ control: form.control, name: 'email' });
  if (!emailChanged(email, currentEmail)) return null;
  return (
    <Grid size={12}>
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        required
        toggleName="current password"
        {...textFieldProps(form, 'currentPassword', {
          messageId,
          hint: 'Needed to change your e-mail address. We will send a link to the new address to confirm it.',
        })}
      />
    </Grid>
  );
}
