import { useCallback, useMemo } from 'react';
import { Portal } from '@mui/material';
import { Notification, NotificationContext, useNotificationContext } from 'react-admin';

/**
 * Toasts top-right like the rest of the site; each notify() call sets 3 s (success) or 4 s. Drawn in a portal of
 * their own, appended to the page when one shows: an open dialog hides the page behind it from assistive
 * technology (aria-hidden), and a toast inside the page would be hidden with it, so a save's message from a
 * dialog ('Please fill in all required fields') would never be read out.
 */
export function AdminNotification() {
  return (
    <Portal>
      <NotificationContext.Provider value={useQueueKeepingNotifications()}>
        <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={4000} />
      </NotificationContext.Provider>
    </Portal>
  );
}

/**
 * react-admin's queue (ra-core 5.15) takes the first toast by setting the queue to the rest it last rendered, so
 * a toast added between that render and the take is dropped: a refusal right after a success (a double click at
 * the desk) was never shown. This take removes only the toast it takes.
 */
function useQueueKeepingNotifications() {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;
  const takeNotification = useCallback(() => {
    const [first] = notifications;
    if (first) setNotifications((queue) => queue.filter((notification) => notification !== first));
    return first;
  }, [notifications, setNotifications]);
  return useMemo(() => ({ ...context, takeNotification }), [context, takeNotification]);
}
