import { type ReactNode, useEffect, useRef } from 'react';
import { Alert, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usersConfirmEmailMutation } from '../../api/generated/@tanstack/react-query.gen';
import { updateSessionUser } from '../../auth/session';
import { useAuth } from '../../auth/useAuth';
import { PageHead } from '../../layout/PageHead';
import { failureMessage } from '../../shared/api-error';
import { CLUB } from '../../shared/club';

export const CONFIRM_EMAIL_MESSAGES = {
  title: 'Confirm your e-mail address',
  ask: 'This link makes this address the e-mail address of your club account. Nothing changes until you confirm.',
  confirm: 'Confirm this address',
  working: 'Confirming your new e-mail address…',
  noToken:
    'This confirmation link is incomplete. Open the link from the e-mail again, or copy all of it into the address bar.',
  failed: 'Your e-mail address could not be confirmed.',
  network: 'Your e-mail address could not be confirmed. Check your connection and try again.',
} as const;

/**
 * /confirm-email?token=… — the link mailed to a new address. It confirms the change on a click of "Confirm this
 * address", never on load, so a mail scanner that opens links confirms nothing (in any browser, signed in or
 * not); the link works once.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useAuth();
  const confirm = useMutation(usersConfirmEmailMutation());
  const result = useRef<HTMLDivElement>(null);

  const done = !token || confirm.isSuccess;
  // The outcome replaces the button: take the focus there so a screen reader reads it.
  useEffect(() => {
    if (confirm.isSuccess) result.current?.focus();
  }, [confirm.isSuccess]);

  const outcome: ReactNode = confirm.isSuccess ? (
    <Alert severity="success">{confirm.data.message}</Alert>
  ) : (
    <Alert severity="error">{CONFIRM_EMAIL_MESSAGES.noToken}</Alert>
  );

  // The signed-in member's header and profile show the new address without a reload.
  const newEmail = confirm.isSuccess ? confirm.data.email : undefined;
  useEffect(() => {
    if (user && newEmail && user.email !== newEmail) updateSessionUser({ ...user, email: newEmail });
  }, [user, newEmail]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title={`${CONFIRM_EMAIL_MESSAGES.title} | ${CLUB.name}`} />
      <Paper sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.9rem', mb: 3 }}>
          {CONFIRM_EMAIL_MESSAGES.title}
        </Typography>
        {done ? (
          <Stack spacing={3} ref={result} tabIndex={-1} role="status" sx={{ '&:focus': { outline: 'none' } }}>
            {outcome}
            <Button component={RouterLink} to={user ? '/profile' : '/login'} variant="contained">
              {user ? 'Go to My Profile' : 'Go to Login'}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Typography>{CONFIRM_EMAIL_MESSAGES.ask}</Typography>
            {confirm.isError && (
              <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
                {failureMessage(confirm.error, {
                  rejected: CONFIRM_EMAIL_MESSAGES.failed,
                  network: CONFIRM_EMAIL_MESSAGES.network,
                })}
              </Alert>
            )}
            <Button
              variant="contained"
              disabled={confirm.isPending}
              onClick={() => token && confirm.mutate({ body: { token } })}
              startIcon={confirm.isPending ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
            >
              {CONFIRM_EMAIL_MESSAGES.confirm}
            </Button>
            <Typography role="status" sx={{ minHeight: '1.5em' }}>
              {confirm.isPending ? CONFIRM_EMAIL_MESSAGES.working : ''}
            </Typography>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
