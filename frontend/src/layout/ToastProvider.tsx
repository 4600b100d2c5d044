import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from './toast';

// notistack's default greens and oranges are too light for white text; these meet 4.5:1.
const AccessibleContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontSize: '1rem',
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-default': { backgroundColor: '#1f2937' },
}));

/** Toasts appear top-right (spec 1 §2). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS.default}
      Components={{
        default: AccessibleContent,
        success: AccessibleContent,
        error: AccessibleContent,
        info: AccessibleContent,
        warning: AccessibleContent,
      }}
    >
      {children}
    </SnackbarProvider>
  );
}
