import { useState } from 'react';
import { Box, Button, Checkbox, Container, FormControlLabel, Link, Paper, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { PasswordField } from '../../auth/PasswordField';
import { useAuth } from '../../auth/useAuth';
import { PageHead } from '../../layout/PageHead';
import { useToast } from '../../layout/toast';
import { CLUB } from '../../shared/club';
import { textFieldProps } from '../../shared/form-field';
import { FieldsUntilHydrated, SubmitWhenHydrated } from '../../layout/FieldsUntilHydrated';
import { EMPTY_LOGIN, loginSchema, type LoginFields } from './login-schema';
import { OutlinedTextField } from '../../shared/OutlinedTextField';

const LOGIN_DESCRIPTION =
  "Sign in to the Pokémon TCG Club for the members' forum, trading, event registration and deck-building tools.";

export const LOGIN_MESSAGES = {
  success: 'Welcome back, Trainer!',
  failed: 'Login failed. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Where to go after login: the page the user came from, else the dashboard (admins: /admin). */
function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  // Rendered in place by a protected route: stay on that page.
  if (location.pathname !== '/login') return `${location.pathname}${location.search}${location.hash}`;
  return '/dashboard';
}

/**
 * /login, and the login screen shown in place of a protected page when signed out (spec 1 §2).
 */
export function LoginPage() {
  const { login, user } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const form = useForm<LoginFields, unknown, LoginFields>({
    resolver: zodResolver(loginSchema),
    defaultValues: EMPTY_LOGIN,
  });
  const submitting = form.formState.isSubmitting;
  // Set when this form signed the user in, so it does not flash 'already logged in' before navigating.
  const [signedInHere, setSignedInHere] = useState(false);

  async function onValid(fields: LoginFields) {
    try {
      const result = await login(fields);
      if (result.kind === 'ok') {
        setSignedInHere(true);
        toast.success(LOGIN_MESSAGES.success);
        navigate(result.data.role === 'ADMIN' ? '/admin' : returnPath, { replace: true });
        return;
      }
      if (result.kind === 'network-error') toast.error(LOGIN_MESSAGES.unexpected);
      else toast.error(result.message ?? LOGIN_MESSAGES.failed);
    } catch {
      toast.error(LOGIN_MESSAGES.unexpected);
    }
  }

  if (user && !submitting && !signedInHere) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <PageHead title={`Login | ${CLUB.name}`} description={LOGIN_DESCRIPTION} />
        <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: '1.9rem', mb: 2 }}>
            You are already logged in
          </Typography>
          <Typography sx={{ mb: 3 }}>Signed in as {user.email}.</Typography>
          <Button variant="contained" component={RouterLink} to="/dashboard">
            Go to Dashboard
          </Button>
        </Paper>
      </Container>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title={`Login | ${CLUB.name}`} description={LOGIN_DESCRIPTION} />
      <Paper sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: '2rem', textAlign: 'center', mb: 1 }}>
          Welcome Back, Trainer
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          Log in to your {CLUB.name} account.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit(onValid)}
          aria-label="Login"
          aria-busy={submitting}
        >
          <FieldsUntilHydrated spacing={2.5}>
            <OutlinedTextField
              label="Email"
              type="email"
              autoComplete="username"
              required
              {...textFieldProps(form, 'email')}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              required
              {...textFieldProps(form, 'password')}
            />
            <Controller
              name="rememberMe"
              control={form.control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                  label="Remember me"
                />
              )}
            />
            <SubmitWhenHydrated submitting={submitting}>
              {submitting ? 'Signing in...' : 'Login'}
            </SubmitWhenHydrated>
          </FieldsUntilHydrated>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 3 }}>
          <Link component={RouterLink} to="/">
            Back to Home
          </Link>
          <Link component={RouterLink} to="/signup">
            Join the club
          </Link>
        </Box>
      </Paper>
    </Container>
  );
}
