import { useState } from 'react';
import { Alert, Box, Button, Container, Grid, Link, Paper, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { signupRequest } from '../../auth/auth-api';
import { AvatarPicker } from '../../auth/AvatarPicker';
import { PasswordField } from '../../auth/PasswordField';
import { PageHead } from '../../layout/PageHead';
import { CLUB } from '../../shared/club';
import { textFieldProps } from '../../shared/form-field';
import { FieldsUntilHydrated, SubmitWhenHydrated } from '../../layout/FieldsUntilHydrated';
import { firstMessage } from '../../shared/form-rules';
import { MIN_PASSWORD_LENGTH } from '../../shared/server-rules';
import { EMPTY_SIGNUP, SIGNUP_RULE_ORDER, signupSchema, type SignupFields } from './signup-schema';
import { OutlinedTextField } from '../../shared/OutlinedTextField';

export const SIGNUP_FAILURE = {
  rejected: 'Failed to create account',
  network: 'Failed to create account. Please try again.',
} as const;

const ALERT_ID = 'signup-problem';

function AccountCreated({ firstName, email }: { firstName: string; email: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title={`Account Created | ${CLUB.name}`} />
      <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <CheckCircleOutlineIcon aria-hidden="true" color="success" sx={{ fontSize: 64, mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
          Account Created
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Thanks for joining, {firstName}! A club admin needs to approve your account before you can use the
          members&apos; area.
        </Typography>
        <Typography sx={{ mb: 3 }}>
          We will send an e-mail to <strong>{email}</strong> as soon as your account is approved. Then you can
          log in.
        </Typography>
        <Button variant="contained" size="large" component={RouterLink} to="/login">
          Go to Login
        </Button>
      </Paper>
    </Container>
  );
}

/** /signup: join the club (spec 1 §2, §5, §8). */
export function SignupPage() {
  const form = useForm<SignupFields, unknown, SignupFields>({
    resolver: zodResolver(signupSchema),
    defaultValues: EMPTY_SIGNUP,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ firstName: string; email: string } | null>(null);
  const submitting = form.formState.isSubmitting;
  // One banner above the form (spec 1 §8): the first broken rule, else what the server said.
  const error = firstMessage(form.formState.errors, SIGNUP_RULE_ORDER) ?? serverError;
  // Fields in error are marked invalid and point at the banner that says why.
  const field = (name: Exclude<keyof SignupFields, 'avatar'>, hint?: string) =>
    textFieldProps(form, name, { hint, messageId: ALERT_ID });

  async function onValid({ avatar, firstName, lastName, email, password }: SignupFields) {
    setServerError(null);
    try {
      const result = await signupRequest({ firstName, lastName, email, password, avatar });
      if (result.kind === 'ok') setCreated({ firstName, email });
      else if (result.kind === 'network-error') setServerError(SIGNUP_FAILURE.network);
      else setServerError(result.message ?? SIGNUP_FAILURE.rejected);
    } catch {
      setServerError(SIGNUP_FAILURE.network);
    }
  }

  if (created) return <AccountCreated {...created} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead
        title={`Join the Club | ${CLUB.name}`}
        description="Join the Pokémon TCG Club: create an account to join the forum, trade with members, register for events and build decks."
      />
      <Paper sx={{ p: { xs: 2.5, sm: 4, md: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: '2rem', textAlign: 'center', mb: 1 }}>
          Join the Club
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          Create your trainer account. A club admin approves new accounts, and we e-mail you when yours is
          ready.
        </Typography>
        {error ? (
          <Alert id={ALERT_ID} severity="error" role="alert" sx={{ mb: 3 }}>
            {error}
          </Alert>
        ) : null}
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit(onValid)}
          aria-label="Sign up"
          aria-busy={submitting}
        >
          <FieldsUntilHydrated spacing={3}>
            <Controller
              name="avatar"
              control={form.control}
              render={({ field: avatar }) => <AvatarPicker value={avatar.value} onChange={avatar.onChange} />}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <OutlinedTextField
                  label="First Name"
                  autoComplete="given-name"
                  required
                  {...field('firstName')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <OutlinedTextField
                  label="Last Name"
                  autoComplete="family-name"
                  required
                  {...field('lastName')}
                />
              </Grid>
              <Grid size={12}>
                <OutlinedTextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  required
                  {...field('email')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField
                  label="Password"
                  autoComplete="new-password"
                  required
                  {...field('password', `At least ${MIN_PASSWORD_LENGTH} characters`)}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField
                  label="Confirm Password"
                  autoComplete="new-password"
                  required
                  toggleName="confirm password"
                  {...field('confirmPassword')}
                />
              </Grid>
            </Grid>
            <SubmitWhenHydrated submitting={submitting}>
              {submitting ? 'Creating Account...' : 'Create Account'}
            </SubmitWhenHydrated>
          </FieldsUntilHydrated>
        </Box>
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          Already a member?{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}
