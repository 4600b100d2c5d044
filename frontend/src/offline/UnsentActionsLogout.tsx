import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export const UNSENT_LOGOUT_TITLE = 'Log out with actions not sent?';
export const LOGOUT_ANYWAY = 'Log out anyway';

export function unsentLogoutText(count: number): string {
  return count === 1
    ? '1 desk action has not been sent yet. Logging out deletes it from this computer.'
    : `${count} desk actions have not been sent yet. Logging out deletes them from this computer.`;
}

/** The organiser's desk actions still waiting on this device; the store loads only when asked. */
async function waitingDeskActions(): Promise<number> {
  try {
    const { waitingCount } = await import('./desk-store');
    return await waitingCount();
  } catch {
    return 0;
  }
}

/**
 * Logout that asks first while the organiser's desk still has actions waiting to be sent, since logging out
 * deletes what is kept on this computer (docs/adr/0051). Used by the site's and the admin's logout alike.
 */
export function useLogoutAskingFirst(logout: () => void): { request: () => void; dialog: ReactNode } {
  const [waiting, setWaiting] = useState(0);
  const request = () => void waitingDeskActions().then((count) => (count ? setWaiting(count) : logout()));
  const dialog = (
    <Dialog open={waiting > 0} onClose={() => setWaiting(0)} maxWidth="xs" fullWidth>
      <DialogTitle>{UNSENT_LOGOUT_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{unsentLogoutText(waiting)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setWaiting(0)} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            setWaiting(0);
            logout();
          }}
        >
          {LOGOUT_ANYWAY}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { request, dialog };
}
