import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { forgetCurrentUser } from '../current-user';
import { fakeAdminApi } from '../test/fake-admin-api';
import { renderAdmin } from '../test/render-admin';
import { clubUsers } from '../test/user-fixtures';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

describe('the way to Cards & Formats', () => {
  it('is in the menu and in the Content tab, and leads to /admin/cards', async () => {
    fakeAdminApi({ users: clubUsers });
    const { router } = renderAdmin('/admin?tab=content');
    const block = await screen.findByRole('region', { name: 'Cards & Formats' });
    expect(within(block).getByRole('link', { name: 'Cards & Formats' })).toHaveAttribute(
      'href',
      '/admin/cards',
    );
    expect(screen.getByRole('menuitem', { name: 'Cards & Formats' })).toHaveAttribute('href', '/admin/cards');

    await userEvent.click(within(block).getByRole('link', { name: 'Cards & Formats' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cards & Formats' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/cards');
  });
});
