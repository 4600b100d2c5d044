import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export const UNSENT_LOGOUT_TITLE = 'Log out with actions not sent?';
export const LOGOUT_ANYWAY = 'Log out anyway';

export function unsentLogoutText(count: number): string {
  return count === 1
    ? '1 desk action has not been sent yet. Logging out deletes it from this computer.'
    : `${count} desk actions have not been sent yet. Logging out deletes them from this computer.`;
}

export interface UnsentActionsDialogProps {
  waiting: number;
  onCancel: () => void;
  onLogout: () => void;
}

/** Asks before a logout would delete desk actions not yet sent; `waiting` 0 keeps it closed. */
export function UnsentActionsDialog({ waiting, onCancel, onLogout }: UnsentActionsDialogProps) {
  return (
    <Dialog open={waiting > 0} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{UNSENT_LOGOUT_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{unsentLogoutText(waiting)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onLogout}>
          {LOGOUT_ANYWAY}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
