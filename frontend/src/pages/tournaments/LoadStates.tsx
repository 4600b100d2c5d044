import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { apiErrorMessage, apiErrorStatus } from '../../shared/api-error';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

/** A page's loading line, announced politely. */
export function Loading({ what }: { what: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>{`Loading ${what}...`}</Typography>
    </Box>
  );
}

/** A failed load: 'not found' for a 404 (or a bad id), the server's sentence otherwise, with a retry. */
export function LoadFailed({ error, what, onRetry }: { error: unknown; what: string; onRetry?: () => void }) {
  if (error === null || apiErrorStatus(error) === 404) {
    return <Alert severity="warning">{`This ${what} was not found.`}</Alert>;
  }
  return (
    <LoadErrorOrOffline error={error} onRetry={onRetry}>
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              Try Again
            </Button>
          ) : undefined
        }
      >
        {apiErrorMessage(error, `Could not load the ${what}.`)}
      </Alert>
    </LoadErrorOrOffline>
  );
}
