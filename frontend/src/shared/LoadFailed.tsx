import { Alert, Button } from '@mui/material';
import { apiErrorMessage } from './api-error';
import { LoadErrorOrOffline } from './NeedsConnection';

/**
 * A load that failed, with Try Again: the server's words or `fallback`, and for a call with no answer in time
 * that the server (or the card and deck service) did not answer; without a connection, the offline notice.
 */
export function LoadFailed({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <LoadErrorOrOffline error={error} onRetry={onRetry}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            Try Again
          </Button>
        }
      >
        {apiErrorMessage(error, fallback)}
      </Alert>
    </LoadErrorOrOffline>
  );
}
