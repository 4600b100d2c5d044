import { useEffect } from 'react';
import { GlobalStyles } from '@mui/material';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { HEADER_HEIGHT } from './header-height';
import { toastDuration, type ShowToast } from './toast';

// notistack's default greens and oranges are too light for white text; these meet 4.5:1.
const AccessibleContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontSize: '1rem',
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-default': { backgroundColor: '#1f2937' },
}));

/** Toasts start below the sticky header, so they never cover its menus (and a pointer resting there). */
const BELOW_HEADER = 'toasts-below-header';
const GAP = 8;
const belowHeader = (
  <GlobalStyles
    styles={(theme) => ({
      [`.notistack-SnackbarContainer.${BELOW_HEADER}`]: {
        top: HEADER_HEIGHT.xs + GAP,
        [theme.breakpoints.up('md')]: { top: HEADER_HEIGHT.md + GAP },
      },
    })}
  />
);

function Connect({ onReady }: { onReady: (show: ShowToast) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    onReady((message, variant) => {
      enqueueSnackbar(message, { variant, autoHideDuration: toastDuration(variant) });
    });
  }, [enqueueSnackbar, onReady]);
  return null;
}

/** notistack, top-right (spec 1 §2); ToastProvider loads it with the first toast and hands it what is waiting. */
export function ToastHost({ onReady }: { onReady: (show: ShowToast) => void }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{ containerAnchorOriginTopRight: BELOW_HEADER }}
      Components={{
        default: AccessibleContent,
        success: AccessibleContent,
        error: AccessibleContent,
        info: AccessibleContent,
        warning: AccessibleContent,
      }}
    >
      {belowHeader}
      <Connect onReady={onReady} />
    </SnackbarProvider>
  );
}
