import { Suspense, useState, type ReactNode } from 'react';
import { lazyNamed } from '../shared/lazy-named';
import type { UnsentActionsDialogProps } from './UnsentActionsDialog';

// The dialog (and MUI's Dialog with it) arrives only when a logout finds actions waiting: not in the first script.
const UnsentActionsDialog = lazyNamed<UnsentActionsDialogProps, 'UnsentActionsDialog'>(
  () => import('./UnsentActionsDialog'),
  'UnsentActionsDialog',
);

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
  const dialog =
    waiting > 0 ? (
      <Suspense fallback={null}>
        <UnsentActionsDialog
          waiting={waiting}
          onCancel={() => setWaiting(0)}
          onLogout={() => {
            setWaiting(0);
            logout();
          }}
        />
      </Suspense>
    ) : null;
  return { request, dialog };
}
