import { Portal } from '@mui/material';
import { Notification } from 'react-admin';

/**
 * Toasts top-right like the rest of the site; each notify() call sets 3 s (success) or 4 s. Drawn in a portal of
 * their own, appended to the page when one shows: an open dialog hides the page behind it from assistive
 * technology (aria-hidden), and a toast inside the page would be hidden with it, so a save's message from a
 * dialog ('Please fill in all required fields') would never be read out.
 */
export function AdminNotification() {
  return (
    <Portal>
      <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={4000} />
    </Portal>
  );
}
