import { useSyncExternalStore } from 'react';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Container } from '@mui/material';
import { isLogoutPending, PENDING_LOGOUT_MESSAGE, subscribePendingLogout } from '../auth/pending-logout';

/** While a logout made offline waits for the connection, the page says so (and not that it is done). */
export function PendingLogoutNotice() {
  const pending = useSyncExternalStore(subscribePendingLogout, isLogoutPending, () => false);
  return (
    <div role="status">
      {pending ? (
        <Container maxWidth="lg" sx={{ mt: 2 }}>
          <Alert severity="warning" icon={<CloudOffIcon aria-hidden="true" />}>
            {PENDING_LOGOUT_MESSAGE}
          </Alert>
        </Container>
      ) : null}
    </div>
  );
}
