import { useMemo } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { serverMessage } from '../shared/api-error';

/** Toast lifetimes of the spec: success 3 s, error 4 s. */
export const TOAST_MS = { success: 3000, error: 4000 } as const;

/** The API's readable message carried by a failed call, if any. */
export function apiMessage(error: unknown): string | null {
  return error instanceof HttpError ? serverMessage(error.body) : null;
}

export interface AdminToast {
  success(message: string, args?: Record<string, unknown>): void;
  error(message: string, args?: Record<string, unknown>): void;
}

/** react-admin notifications with the spec's durations; messages are i18n keys or plain text. */
export function useAdminToast(): AdminToast {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (message, args) =>
        notify(message, { type: 'success', autoHideDuration: TOAST_MS.success, messageArgs: args }),
      error: (message, args) =>
        notify(message, { type: 'error', autoHideDuration: TOAST_MS.error, messageArgs: args }),
    }),
    [notify],
  );
}
