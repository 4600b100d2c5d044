import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { forgetCurrentUser } from '../current-user';
import { fakeAdminApi } from '../test/fake-admin-api';
import { renderAdmin } from '../test/render-admin';
import { wideScreen } from '../test/screen-width';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  forgetCurrentUser();
});

describe('AdminAppBar account menu', () => {
  it('is named after the admin whose name it shows (WCAG 2.5.3), and opens on Logout', async () => {
    wideScreen();
    fakeAdminApi();
    renderAdmin('/admin');
    const button = await screen.findByRole('button', { name: 'Account menu for Misty Ketchum' });
    expect(button).toHaveTextContent(/^Misty Ketchum$/);
    expect(button.querySelector('img')).toHaveAttribute('alt', '');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('button', { name: 'Profile' })).not.toBeInTheDocument();

    await userEvent.setup().click(button);
    const menu = await screen.findByRole('menu', { name: 'Account menu for Misty Ketchum' });
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('is an icon button with the same name on a narrow screen', async () => {
    fakeAdminApi();
    renderAdmin('/admin');
    const button = await screen.findByRole('button', { name: 'Account menu for Misty Ketchum' });
    expect(button).toHaveTextContent(/^$/);
  });
});
