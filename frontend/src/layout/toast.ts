import { useMemo } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';

/** Toast lifetimes from the spec: success 3 s, error 4 s, everything else 4 s. */
export const TOAST_DURATION_MS = { success: 3000, error: 4000, default: 4000 } as const;

export interface Toast {
  success(message: string): SnackbarKey;
  error(message: string): SnackbarKey;
  info(message: string): SnackbarKey;
  warning(message: string): SnackbarKey;
}

/** One way to show a toast, so no page repeats the durations. */
export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_DURATION_MS.success }),
      error: (message) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_DURATION_MS.error }),
      info: (message) =>
        enqueueSnackbar(message, { variant: 'info', autoHideDuration: TOAST_DURATION_MS.default }),
      warning: (message) =>
        enqueueSnackbar(message, { variant: 'warning', autoHideDuration: TOAST_DURATION_MS.default }),
    }),
    [enqueueSnackbar],
  );
}
