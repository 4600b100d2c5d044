import { useEffect, useId, useRef } from 'react';
import { Alert, Box, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { usersUpdateMeMutation } from '../../api/generated/@tanstack/react-query.gen';
import { AvatarPicker } from '../../auth/AvatarPicker';
import { updateSessionUser, type SessionUser } from '../../auth/session';
import { useToast } from '../../layout/toast';
import { failureMessage } from '../../shared/api-error';
import { textFieldProps } from '../../shared/form-field';
import { firstMessage } from '../../shared/form-rules';
import { MAX_PROFILE_LENGTHS } from '../../shared/server-rules';
import {
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
 * view mode; Cancel returns without saving.
 */
export function ProfileForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const toast = useToast();
  const form = useForm<ProfileFields, unknown, ProfileFields>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileFields(user),
  });
  const save = useMutation(usersUpdateMeMutation());
  const id = useId();
  const messageId = `${id}-problem`;
  const heading = useRef<HTMLHeadingElement>(null);
  const problem = firstMessage(form.formState.errors, PROFILE_RULE_ORDER);
  const field = (name: Exclude<keyof ProfileFields, 'avatar'>) =>
    textFieldProps(form, name, { messageId, maxLength: MAX_PROFILE_LENGTHS[name] });

  // Edit mode replaces what the member was reading: say where they are now.
  useEffect(() => heading.current?.focus(), []);

  async function onValid(fields: ProfileFields) {
    try {
      updateSessionUser(await save.mutateAsync({ body: toUpdateProfile(fields) }));
      toast.success(PROFILE_MESSAGES.saved);
      onDone();
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
          <Grid size={12}>
            <TextField label="Location" autoComplete="address-level2" {...field('location')} />
          </Grid>
          <Grid size={12}>
            <TextField label="Bio" multiline minRows={3} {...field('bio')} />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Saving...' : 'Save'}
          </Button>
          <Button onClick={onDone} disabled={submitting}>
            Cancel
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
