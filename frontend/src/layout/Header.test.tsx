import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdSessionCookies, mockApi, refreshAs } from '../test/api-mock';
import { LocationProbe, renderRoutes } from '../test/render';
import { close as closeDeskStore, enqueue } from '../offline/desk-store';
import { PENDING_LOGOUT_MESSAGE } from '../auth/pending-logout';
import { SiteLayout } from './SiteLayout';

/** The admin signed in (makeUser('ADMIN')), as the desk records who queued an action. */
const ORGANISER = { id: 1, name: 'Misty Ketchum' };

type Role = 'ADMIN' | 'MEMBER' | 'PENDING' | null;

async function renderShell(role: Role, { offline = false } = {}) {
  const api = mockApi({
    authRefresh: refreshAs(role),
    // A logout that cannot reach the server fails as fetch does offline; the next one (back online) is heard.
    authLogout: offline
      ? [new TypeError('Failed to fetch'), new Response(null, { status: 204 })]
      : new Response(null, { status: 204 }),
  });
  const utils = renderRoutes(
    [{ element: <SiteLayout />, children: [{ path: '*', element: <LocationProbe /> }] }],
    '/somewhere',
  );
  await screen.findByTestId('location');
  // Wait for the session to be restored (the header changes when it is).
  await waitFor(() => expect(mainNav()).toHaveTextContent(role ? 'Dashboard' : 'Login'));
  // Below the lg breakpoint (jsdom evaluates no media queries) the desktop links are display:none,
  // so queries inside the main navigation include hidden elements.
  return { ...api, ...utils };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main', hidden: true });
const linkNames = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link', { hidden: true })
    .filter((a) => !a.hasAttribute('aria-label')) // the club-name home link
    .map((a) => a.textContent);

describe('Header', () => {
  it('shows Home, About, Shop, Login and Join Club when signed out', async () => {
    await renderShell(null);
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'About', hidden: true })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Shop', hidden: true })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Login', hidden: true })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Join Club', hidden: true })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(nav).queryByRole('link', { name: 'Forum', hidden: true })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard', hidden: true })).not.toBeInTheDocument();
  });

  it('opens the About and Shop menus with their links', async () => {
    await renderShell(null);
    const user = userEvent.setup();
    await user.click(within(mainNav()).getByRole('button', { name: 'Shop', hidden: true }));
    const shop = await screen.findByRole('menu');
    expect(within(shop).getByRole('menuitem', { name: 'Singles for Sale' })).toHaveAttribute(
      'href',
      '/singles-for-trade',
    );
    expect(within(shop).getByRole('menuitem', { name: 'Artwork for Sale' })).toHaveAttribute(
      'href',
      '/artwork-for-sale',
    );
    await user.keyboard('{Escape}');
    await user.click(within(mainNav()).getByRole('button', { name: 'About', hidden: true }));
    const about = await screen.findByRole('menu');
    expect(
      within(about)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['About', 'Location', 'Contact']);
  });

  it('shows the members links, Dashboard and the profile menu to a member, but no Admin Panel', async () => {
    await renderShell('MEMBER');
    const nav = mainNav();
    expect(linkNames(nav)).toEqual(
      expect.arrayContaining([
        'Home',
        'How to Play',
        'Upcoming Releases',
        'Forum',
        'Trading',
        'Pokémon TCG',
        'Dashboard',
      ]),
    );
    expect(within(nav).getByRole('link', { name: 'Pokémon TCG', hidden: true })).toHaveAttribute(
      'href',
      '/pokemon/decks',
    );
    expect(within(nav).queryByRole('link', { name: 'Admin Panel', hidden: true })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login', hidden: true })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Account menu for Ash', hidden: true })).toHaveTextContent(
      'Ash',
    );
  });

  it('shows the Admin Panel link to an admin', async () => {
    await renderShell('ADMIN');
    expect(within(mainNav()).getByRole('link', { name: 'Admin Panel', hidden: true })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('shows a PENDING user no members links', async () => {
    await renderShell('PENDING');
    expect(within(mainNav()).queryByRole('link', { name: 'Forum', hidden: true })).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard', hidden: true })).toBeInTheDocument();
  });

  it("logs out from the profile menu: toast 'Successfully logged out!' and back to /", async () => {
    const { requests, router } = await renderShell('MEMBER');
    const user = userEvent.setup();
    await user.click(within(mainNav()).getByRole('button', { name: 'Account menu for Ash', hidden: true }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Successfully logged out!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(requests.some((r) => r.operation === 'authLogout')).toBe(true);
    expect(await within(mainNav()).findByRole('link', { name: 'Login', hidden: true })).toBeInTheDocument();
  });

  it('logging out offline says the server is still to be told, and tells it once back online', async () => {
    const { requests } = await renderShell('MEMBER', { offline: true });
    const user = userEvent.setup();
    await user.click(within(mainNav()).getByRole('button', { name: 'Account menu for Ash', hidden: true }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    const notice = await screen.findByText(PENDING_LOGOUT_MESSAGE);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Successfully logged out!')).toBeNull();
    expect(await within(mainNav()).findByRole('link', { name: 'Login', hidden: true })).toBeInTheDocument();
    expect(localStorage.getItem('club-member-identity')).toBeNull();

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(PENDING_LOGOUT_MESSAGE)).toBeNull());
    expect(requests.filter((r) => r.operation === 'authLogout')).toHaveLength(2);
  });

  it("logging out deletes what the browser keeps of the member (every 'club-member-' key)", async () => {
    await renderShell('MEMBER');
    localStorage.setItem('club-member-answers', '{"live":[]}');
    localStorage.setItem('club-public-answers', '{}');
    expect(localStorage.getItem('club-member-identity')).toContain('"firstName":"Ash"');
    const user = userEvent.setup();
    await user.click(within(mainNav()).getByRole('button', { name: 'Account menu for Ash', hidden: true }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Successfully logged out!')).toBeInTheDocument();
    expect(localStorage.getItem('club-member-answers')).toBeNull();
    expect(localStorage.getItem('club-member-identity')).toBeNull();
    expect(localStorage.getItem('club-public-answers')).toBe('{}');
    localStorage.clear();
  });

  it('asks first while the organiser’s desk has actions waiting, and stays signed in on Cancel', async () => {
    await closeDeskStore();
    globalThis.indexedDB = new IDBFactory();
    await enqueue(3, { kind: 'RESULT', round: 2, table: 4, outcome: 'A_WINS', expected: null }, ORGANISER);
    const { requests, router } = await renderShell('ADMIN');
    const user = userEvent.setup();
    await user.click(within(mainNav()).getByRole('button', { name: /^Account menu for/, hidden: true }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out with actions not sent?' });
    expect(dialog).toHaveTextContent(
      '1 desk action has not been sent yet. Logging out deletes it from this computer.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.operation === 'authLogout')).toBe(false);
    expect(router.state.location.pathname).toBe('/somewhere');
    await closeDeskStore();
  });

  it('a reload without a connection starts signed in as the member last signed in here', async () => {
    const kept = {
      id: 2,
      role: 'MEMBER',
      firstName: 'Ash',
      lastName: 'Ketchum',
      avatar: 25,
      avatarUrl: '/a.png',
    };
    localStorage.setItem('club-member-identity', JSON.stringify(kept));
    holdSessionCookies();
    mockApi({ authRefresh: new TypeError('Failed to fetch') });
    renderRoutes([{ element: <SiteLayout />, children: [{ path: '*', element: <LocationProbe /> }] }], '/');
    await waitFor(() => expect(mainNav()).toHaveTextContent('Dashboard'));
    expect(
      within(mainNav()).getByRole('button', { name: 'Account menu for Ash', hidden: true }),
    ).toBeInTheDocument();
    localStorage.clear();
  });

  it('mirrors the navigation in the mobile menu', async () => {
    await renderShell('ADMIN');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    const desktopLinks = linkNames(mainNav());
    const mobileLinks = linkNames(drawer);
    expect(desktopLinks.length).toBeGreaterThanOrEqual(8);
    for (const name of desktopLinks) expect(mobileLinks).toContain(name);
    expect(mobileLinks).toEqual(
      expect.arrayContaining([
        'About',
        'Location',
        'Contact',
        'Singles for Sale',
        'Artwork for Sale',
        'Profile',
      ]),
    );
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('starts with a skip link to the main content', async () => {
    await renderShell(null);
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    await userEvent.setup().click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
