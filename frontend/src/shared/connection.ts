import { useSyncExternalStore } from 'react';

function subscribeConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network; the pre-render and the first hydration take it as online. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** `isOnline`, kept up to date by the browser's online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline, () => true);
}

/**
 * Whether a failed call never reached the server: the generated client throws the fetch's TypeError then, where
 * an answer of the server is its parsed error body `{statusCode, error, message}`.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'TypeError';
}
