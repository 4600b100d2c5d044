import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { signupRequest } from '../../auth/auth-api';
import { AvatarPicker } from '../../auth/AvatarPicker';
import { DEFAULT_AVATAR } from '../../shared/avatars';
import { PasswordField } from '../../auth/PasswordField';
import { validateSignup, type SignupFields } from '../../auth/signup-rules';
import { CLUB } from '../../shared/club';

export const SIGNUP_FAILURE = {
  rejected: 'Failed to create account',
  network: 'Failed to create account. Please try again.',
} as const;

const EMPTY: SignupFields = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

function AccountCreated({ firstName, email }: { firstName: string; email: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>{`Account Created | ${CLUB.name}`}</title>
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
  const [fields, setFields] = useState<SignupFields>(EMPTY);
  const [avatar, setAvatar] = useState(DEFAULT_AVATAR);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<{ firstName: string; email: string } | null>(null);

  const set = (name: keyof SignupFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSignup(fields);
    setError(problem);
    if (problem) return;

    const body = {
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim(),
      password: fields.password,
      avatar,
    };
    setSubmitting(true);
    try {
      const result = await signupRequest(body);
      if (result.kind === 'ok') setCreated({ firstName: body.firstName, email: body.email });
      else if (result.kind === 'network-error') setError(SIGNUP_FAILURE.network);
      else setError(result.message ?? SIGNUP_FAILURE.rejected);
    } catch {
      setError(SIGNUP_FAILURE.network);
    } finally {
      setSubmitting(false);
    }
  }

  if (created) return <AccountCreated {...created} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <title>{`Join the Club | ${CLUB.name}`}</title>
      <Paper sx={{ p: { xs: 2.5, sm: 4, md: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: '2rem', textAlign: 'center', mb: 1 }}>
          Join the Club
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          Create your trainer account. A club admin approves new accounts, and we e-mail you when yours is
          ready.
        </Typography>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {error}
          </Alert>
        ) : null}
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign up" aria-busy={submitting}>
          <Stack spacing={3}>
            <AvatarPicker value={avatar} onChange={setAvatar} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label="First Name"
                  name="firstName"
                  autoComplete="given-name"
                  required
                  value={fields.firstName}
                  onChange={set('firstName')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label="Last Name"
                  name="lastName"
                  autoComplete="family-name"
                  required
                  value={fields.lastName}
                  onChange={set('lastName')}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={fields.email}
                  onChange={set('email')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField
                  label="Password"
                  name="password"
                  autoComplete="new-password"
                  required
                  value={fields.password}
                  onChange={set('password')}
                  helperText="At least 6 characters"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField
                  label="Confirm Password"
                  name="confirmPassword"
                  autoComplete="new-password"
                  required
                  toggleName="confirm password"
                  value={fields.confirmPassword}
                  onChange={set('confirmPassword')}
                />
              </Grid>
            </Grid>
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitting ? 'Creating Account...' : 'Create Account'}
            </Button>
          </Stack>
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
