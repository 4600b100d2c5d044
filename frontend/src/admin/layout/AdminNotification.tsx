import { Notification } from 'react-admin';

/** Toasts top-right like the rest of the site; each notify() call sets 3 s (success) or 4 s. */
export function AdminNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={4000} />;
}
