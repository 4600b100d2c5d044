import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { forgetCurrentUser } from '../current-user';
import { fakeAdminApi } from '../test/fake-admin-api';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

const image = (id: string) => ({
  id,
  url: `/api/images/${id}/display`,
  thumbnailUrl: `/api/images/${id}/thumbnail`,
  width: 800,
  height: 600,
  thumbnailWidth: 400,
  thumbnailHeight: 300,
});

describe('Artwork manager (/admin/artwork)', () => {
  it("is reached at the spec's address and shows each piece's first image, '+N more', price, artist and e-mail", async () => {
    fakeAdminApi({
      records: {
        artworks: [
          {
            id: 1,
            name: 'Charizard at dusk',
            price: 45.5,
            authorId: 7,
            author: {
              id: 7,
              email: 'brock@example.org',
              profile: { firstName: 'Brock', lastName: 'Harrison', avatar: 74, avatarUrl: '' },
            },
            images: [image('a'), image('b'), image('c')],
            createdAt: '2026-01-01T10:00:00.000Z',
            updatedAt: '2026-01-01T10:00:00.000Z',
          },
        ],
      },
    });
    const { router } = renderAdmin('/admin/artwork');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artwork Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/artworks');
    expect(screen.getByText('Manage artwork listings for sale')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Charizard at dusk' });
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
    expect(within(card).getByText('£45.50')).toBeInTheDocument();
    expect(within(card).getByText('by Brock Harrison')).toBeInTheDocument();
    expect(within(card).getByText('brock@example.org')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/admin/artworks/1');
  });

  it('goes Back to /admin/dashboard as the spec says, which is the dashboard (not a 404)', async () => {
    fakeAdminApi({ records: { artworks: [] } });
    const { router } = renderAdmin('/admin/artworks');
    const back = await screen.findByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/admin/dashboard?tab=content');
    await userEvent.setup().click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.location.search).toBe('?tab=content');
    expect(screen.getByRole('tab', { name: 'Content Management', selected: true })).toBeInTheDocument();
  });

  it("says 'No artwork listed'", async () => {
    fakeAdminApi({ records: { artworks: [] } });
    renderAdmin('/admin/artworks');
    expect(await screen.findByText('No artwork listed')).toBeInTheDocument();
  });
});
