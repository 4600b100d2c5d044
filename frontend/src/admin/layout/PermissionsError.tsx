import { Alert, Button, Container } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown when the role could not be checked (server unreachable); a 401 signs out instead. */
export function PermissionsError({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {translate('club.admin.retry')}
          </Button>
        }
      >
        {translate('club.admin.permissionsFailed')}
      </Alert>
    </Container>
  );
}
