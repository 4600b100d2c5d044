import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';

export interface FormDialogProps {
  title: string;
  /** react-hook-form's `handleSubmit(...)`: the dialog's contents are one form, so Enter submits. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  submitting: boolean;
  /** The submit button's label, and what it reads while the save is under way ('Saving...'). */
  submitLabel: string;
  busyLabel: string;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/**
 * The frame of every form in a dialog: title, fields, Cancel and the submit button. While a save is under way
 * the buttons are disabled, the form reads aria-busy and neither Escape nor a click outside closes it.
 */
export function FormDialog({
  title,
  onSubmit,
  onClose,
  submitting,
  submitLabel,
  busyLabel,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const titleId = `${useId()}-title`;
  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
    >
      {/* Inside the paper, not the paper itself: a form may not take the dialog role (axe aria-allowed-role).
          display: contents keeps the paper's column layout, so the fields scroll between title and buttons. */}
      <form noValidate onSubmit={onSubmit} aria-busy={submitting} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The submit handler of a form dialog: save, then close. `onSave` throws after a failed save, once its caller
 * has said why; the dialog then stays open with what was typed.
 */
export function saveThenClose<Values>(onSave: (values: Values) => Promise<void>, onClose: () => void) {
  return async (values: Values) => {
    try {
      await onSave(values);
      onClose();
    } catch {
      // Said by the caller; nothing is lost.
    }
  };
}
