import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { isNetworkFailure, useOnline } from './connection';

export const OFFLINE_MESSAGE =
  "You're offline. This page needs a connection; it will load when you're back online.";

/**
 * What a page that needs the server shows while there is no connection, in place of its load error: it says so
 * plainly and loads again by itself (`onRetry`) when the browser is back online, or when asked.
 */
export function NeedsConnection({ onRetry }: { onRetry?: () => void }) {
  const retry = useEffectEvent(() => onRetry?.());
  useEffect(() => {
    const whenOnline = () => retry();
    window.addEventListener('online', whenOnline);
    return () => window.removeEventListener('online', whenOnline);
  }, []);
  return (
    <Alert
      severity="info"
      icon={<CloudOffIcon fontSize="inherit" />}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try Again
          </Button>
        ) : undefined
      }
    >
      {OFFLINE_MESSAGE}
    </Alert>
  );
}

/**
 * A page's load error as it was (`children`), unless the load failed for want of a connection (the browser is
 * offline, or the call never reached the server): then the plain offline notice, which retries by itself.
 */
export function LoadErrorOrOffline({
  error,
  onRetry,
  children,
}: {
  error?: unknown;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const online = useOnline();
  if (!online || isNetworkFailure(error)) return <NeedsConnection onRetry={onRetry} />;
  return children;
}
