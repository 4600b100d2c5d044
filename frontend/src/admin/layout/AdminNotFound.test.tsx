import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { forgetCurrentUser } from '../current-user';
import { fakeAdminApi } from '../test/fake-admin-api';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

describe('An admin address that leads nowhere', () => {
  it('says which address has no page and leads back to the Admin Dashboard', async () => {
    fakeAdminApi();
    const { router } = renderAdmin('/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/admin/content')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to Admin Dashboard' }));
    expect(router.state.location.pathname).toBe('/admin');
  });
});
