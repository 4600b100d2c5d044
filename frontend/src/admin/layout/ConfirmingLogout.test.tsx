import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { forgetCurrentUser } from '../current-user';
import { fakeAdminApi } from '../test/fake-admin-api';
import { renderAdmin } from '../test/render-admin';
import { wideScreen } from '../test/screen-width';
import { freshIndexedDb, ORGANISER } from '../test/desk-fake-server';
import { enqueue } from '../../offline/desk-store';

beforeEach(freshIndexedDb);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  forgetCurrentUser();
});

describe('Logout while the desk has actions waiting', () => {
  it('asks first, saying how many results are not sent, and stays signed in on Cancel', async () => {
    await enqueue(3, { kind: 'RESULT', round: 2, table: 4, outcome: 'A_WINS', expected: null }, ORGANISER);
    await enqueue(3, { kind: 'DROP', playerId: 42 }, ORGANISER);
    wideScreen();
    fakeAdminApi();
    const { router } = renderAdmin('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Misty Ketchum' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out with actions not sent?' });
    expect(dialog).toHaveTextContent(
      '2 desk actions have not been sent yet. Logging out deletes them from this computer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin');
  });
});
