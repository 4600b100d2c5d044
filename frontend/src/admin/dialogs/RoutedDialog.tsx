import { createContext, use, useId, useState, type ReactNode } from 'react';
import { Dialog, DialogTitle, IconButton, useMediaQuery, type Theme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { DialogRoute, DialogTarget } from './dialog-route';

interface DialogFrame {
  readonly titleId: string;
  readonly close: () => void;
}

const DialogFrameContext = createContext<DialogFrame | null>(null);

/** The open dialog's title id and its way out, for the title bar and the toolbar inside it. */
export function useDialogFrame(): DialogFrame {
  const frame = use(DialogFrameContext);
  if (!frame) throw new Error('useDialogFrame is for the content of a RoutedDialog');
  return frame;
}

/**
 * The modal of an add/edit route (docs/adr/0067): open while the address names a record, over the list that
 * stays mounted below it. MUI's modal moves the focus in, keeps it there, closes on Escape and gives the focus
 * back to what opened it (the row's Edit, the list's Add). Full screen on a phone. The last record stays drawn
 * while the dialog fades out.
 */
export function RoutedDialog({
  route,
  children,
}: {
  route: DialogRoute;
  children: (target: DialogTarget) => ReactNode;
}) {
  const titleId = useId();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [shown, setShown] = useState<DialogTarget | null>(route.target);
  if (route.target !== null && !sameTarget(route.target, shown)) {
    setShown(route.target);
  }
  return (
    <Dialog
      open={route.target !== null}
      onClose={route.close}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setShown(null) } }}
    >
      <DialogFrameContext value={{ titleId, close: route.close }}>
        {shown ? children(shown) : null}
      </DialogFrameContext>
    </Dialog>
  );
}

function sameTarget(a: DialogTarget, b: DialogTarget | null): boolean {
  if (!b || a.kind !== b.kind) return false;
  return a.kind === 'create' || (b.kind === 'edit' && a.id === b.id);
}

/** The dialog's title (its accessible name) with a Close button beside it, for touch and pointer users. */
export function DialogTitleBar({ children }: { children: ReactNode }) {
  const { titleId, close } = useDialogFrame();
  const translate = useTranslate();
  return (
    <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
      {children}
      <IconButton
        aria-label={translate('club.dialogs.close')}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
