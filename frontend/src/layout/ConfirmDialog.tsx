import { useRef, type ReactNode, type RefObject } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this deck?'. */
  message: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Where the keyboard goes once the dialog has closed after a confirmed deletion: the button that opened it
   * went with the item, and the focus would otherwise fall to the top of the page.
   */
  focusAfterConfirm?: RefObject<HTMLElement | null>;
}

/** A yes/no question before something that cannot be undone. Cancel has the focus first. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  focusAfterConfirm,
}: ConfirmDialogProps) {
  // Closed by confirming (not Cancel, Escape or a click outside): the opener's item is gone.
  const confirmed = useRef(false);
  const cancel = () => {
    confirmed.current = false;
    onCancel();
  };
  const afterClose = () => {
    if (confirmed.current) focusAfterConfirm?.current?.focus();
    confirmed.current = false;
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : cancel}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: afterClose } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={() => {
            confirmed.current = true;
            onConfirm();
          }}
          disabled={busy}
          color="error"
          variant="contained"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
