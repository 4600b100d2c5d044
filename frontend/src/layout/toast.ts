import { createContext, useContext, useMemo } from 'react';

/** Toast lifetimes from the spec: success 3 s, error 4 s, everything else 4 s. */
export const TOAST_DURATION_MS = { success: 3000, error: 4000, default: 4000 } as const;

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** Shows one toast (ToastProvider supplies it). */
export type ShowToast = (message: string, variant: ToastVariant) => void;

export const ToastContext = createContext<ShowToast | null>(null);

export interface Toast {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

/** The lifetime of a toast of this variant. */
export function toastDuration(variant: ToastVariant): number {
  return variant === 'success' || variant === 'error'
    ? TOAST_DURATION_MS[variant]
    : TOAST_DURATION_MS.default;
}

/** One way to show a toast, so no page repeats the durations. */
export function useToast(): Toast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() must be used inside <ToastProvider>.');
  return useMemo(
    () => ({
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      info: (message) => show(message, 'info'),
      warning: (message) => show(message, 'warning'),
    }),
    [show],
  );
}
