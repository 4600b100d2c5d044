import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, useNotificationContext, useNotify } from 'react-admin';
import { i18nProvider } from '../i18n/i18n-provider';
import { AdminNotification } from './AdminNotification';

/** Adds a second toast after the first is drawn and before the toasts' effects run (as a late promise does). */
function SecondToastRightAfterTheFirst() {
  const notify = useNotify();
  const { notifications } = useNotificationContext();
  const firstIsQueued = notifications.some((notification) => notification.message === 'Round 3 paired.');
  useLayoutEffect(() => {
    if (firstIsQueued) notify('Round 3 is already paired.', { type: 'error', autoHideDuration: 50 });
  }, [firstIsQueued, notify]);
  return null;
}

function FirstToast() {
  const notify = useNotify();
  useLayoutEffect(() => notify('Round 3 paired.', { type: 'success', autoHideDuration: 50 }), [notify]);
  return null;
}

describe('the admin’s toasts', () => {
  it('shows a toast added just after another, in turn, instead of dropping it', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <SecondToastRightAfterTheFirst />
        <FirstToast />
        <AdminNotification />
      </AdminContext>,
    );
    expect(await screen.findByText('Round 3 paired.')).toBeInTheDocument();
    expect(await screen.findByText('Round 3 is already paired.')).toBeInTheDocument();
  });
});
