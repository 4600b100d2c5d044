import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../auth/session';
import { forgetCurrentUser } from './current-user';
import { fakeAdminApi, type SeenCall } from './test/fake-admin-api';
import { renderAdmin } from './test/render-admin';
import { clubUsers } from './test/user-fixtures';
import { apiError } from '../test/api-mock';
import { OFFLINE_MESSAGE } from '../shared/NeedsConnection';
import { onlineManager } from '@tanstack/react-query';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

/** Every call but the session's own (refresh, who am I, logout). */
const adminCalls = (calls: SeenCall[]) =>
  calls.filter((c) => !['authRefresh', 'authMe', 'authLogout'].includes(c.operation ?? ''));

describe('AdminApp access', () => {
  it("sends a visitor without a session to the site's /login", async () => {
    fakeAdminApi({ role: null });
    const { router } = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Site login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['MEMBER', 'PENDING'] as const)(
    'shows Access Denied to a %s, without calling admin routes',
    async (role) => {
      const { calls } = fakeAdminApi({ role, users: clubUsers });
      const { router } = renderAdmin('/admin/users');
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/users');
      expect(adminCalls(calls)).toHaveLength(0);
    },
  );
});

describe('Admin dashboard (/admin)', () => {
  it('shows the overview counts and the recent sign-ups and registrations, newest first, with time labels', async () => {
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const entry = (id: string, hours: number, text: string) => ({
      id,
      type: id.startsWith('signup') ? 'SIGN_UP' : 'EVENT_REGISTRATION',
      at: ago(hours),
      text,
      userId: 2,
      userName: 'Ash Ketchum',
      avatarUrl: 'https://img.invalid/25.png',
      eventId: null,
      eventTitle: null,
      familyMemberName: null,
    });
    fakeAdminApi({
      users: clubUsers,
      answers: {
        adminOverviewOverview: {
          counts: {
            members: 2,
            pending: 1,
            admins: 1,
            familyMembers: 3,
            events: 5,
            upcomingEvents: 4,
            registrations: 9,
            achievements: 6,
            unhandledMessages: 2,
          },
          recentActivity: [
            entry('signup-3', 3, 'Ash Ketchum signed up'),
            entry('registration-9', 0.2, 'Ash Ketchum registered Lily for League Cup'),
            entry('signup-9', 30, 'Brock Harrison signed up'),
            entry('signup-1', 24 * 20, 'Misty Waterflower signed up'),
          ],
          heldBackMail: {
            hours: 24,
            kinds: [
              { kind: 'ADDRESS_IN_USE', count: 24 },
              { kind: 'ENQUIRY', count: 1 },
            ],
          },
          generatedAt: new Date().toISOString(),
        },
      },
    });
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');

    const count = (label: string) => screen.getByRole('heading', { name: label }).closest('.MuiCard-root');
    await waitFor(() => expect(count('Pending approval')).toHaveTextContent('1'));
    expect(count('Members')).toHaveTextContent('2');
    expect(count('Admins')).toHaveTextContent('1');
    expect(count('Upcoming events')).toHaveTextContent('4');
    expect(count('Unanswered messages')).toHaveTextContent('2');
    const held = count('Mail held back by limits (last 24 hours)') as HTMLElement;
    expect(
      within(held)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Someone tried to sign up with a member’s address24 mails', 'Enquiries to members1 mail']);

    const activity = await screen.findByText('Ash Ketchum signed up');
    const items = within(activity.closest('ul') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ash Ketchum registered Lily for League Cup12 minutes ago',
      'Ash Ketchum signed up3 hours ago',
      'Brock Harrison signed up1 day ago',
      'Misty Waterflower signed up20 days ago',
    ]);
  });

  it('says so when the overview cannot be loaded, rather than showing made-up activity', async () => {
    fakeAdminApi({
      users: clubUsers,
      overrides: { adminOverviewOverview: () => apiError(500, 'Boom') },
    });
    renderAdmin('/admin');
    expect(await screen.findByText('Failed to load recent activity')).toBeInTheDocument();
    expect(screen.queryByText(/signed up/)).not.toBeInTheDocument();
  });

  it('shows when the last backup ran, how big it was and where it went', async () => {
    fakeAdminApi({
      users: clubUsers,
      answers: {
        adminBackupsStatus: {
          lastBackup: {
            startedAt: new Date(Date.now() - 3.2 * 3_600_000).toISOString(),
            finishedAt: new Date(Date.now() - 3.1 * 3_600_000).toISOString(),
            location: '/srv/club/.data/backups/2026-11-26T03-00-00Z.club-backup.tar',
            bytes: 2_345_678,
            tables: 24,
            rows: 41_230,
            files: 12,
          },
          generatedAt: new Date().toISOString(),
        },
      },
    });
    renderAdmin('/admin');
    const card = async () =>
      (await screen.findByRole('heading', { name: 'Last backup' })).closest('.MuiCard-root') as HTMLElement;
    await waitFor(async () =>
      expect(await card()).toHaveTextContent('3 hours ago: 2.3 MB, 41230 rows and 12 files'),
    );
    expect(await card()).toHaveTextContent('2026-11-26T03-00-00Z.club-backup.tar');
  });

  it('warns on the overview when no backup has run yet, and says when no mail was held back', async () => {
    fakeAdminApi({ users: clubUsers });
    renderAdmin('/admin');
    expect(await screen.findByText('None: every mail went out.')).toBeInTheDocument();
    expect(
      await screen.findByText('No backup has run yet: run npm run db:backup on the server (see the README).'),
    ).toBeInTheDocument();
  });

  it('moves between tabs with the keyboard and keeps the open tab in the URL', async () => {
    fakeAdminApi({ users: clubUsers });
    const { router } = renderAdmin('/admin');
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'User Management',
      'Content Management',
      'Leaderboard & Achievements',
    ]);

    act(() => overview.focus());
    await userEvent.keyboard('{ArrowRight}');
    const usersTab = screen.getByRole('tab', { name: 'User Management' });
    expect(usersTab).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(usersTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'User Management' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=users');

    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Content Management' })).toBeInTheDocument();
    for (const block of ['Upcoming Events', 'Team Members', 'Our Journey Milestones', 'Session Times']) {
      expect(screen.getByRole('heading', { name: block })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Artwork Management' })).toHaveAttribute(
      'href',
      '/admin/artwork',
    );

    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Leaderboard & Achievements' }),
    ).toBeInTheDocument();
    for (const text of [
      'No tournament wins yet',
      'No casual wins yet',
      'No competition wins yet',
      'No achievements yet',
      'Add achievements to see them here',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('says plainly that the users list needs a connection while offline, and loads it when back online', async () => {
    fakeAdminApi({ users: clubUsers });
    renderAdmin('/admin?tab=users');
    await screen.findByRole('table');
    act(() => onlineManager.setOnline(false));
    try {
      await userEvent.type(screen.getByPlaceholderText('Search users'), 'brock');
      expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    // react-admin keeps the list's filter in its store: leave it as found.
    await userEvent.clear(screen.getByPlaceholderText('Search users'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
  });

  it('lists every user with a Status column, pending approvals, search and a role filter', async () => {
    const { calls } = fakeAdminApi({ users: clubUsers });
    renderAdmin('/admin?tab=users');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(row('Gary Oak')).toHaveTextContent('Pending');
    expect(row('Ash Ketchum')).toHaveTextContent('Active');
    expect(row('Misty Waterflower')).toHaveTextContent('Active');
    expect(within(row('Ash Ketchum')).getByRole('link', { name: /edit/i })).toHaveAttribute(
      'href',
      '/admin?tab=users&user=3',
    );

    const approvals = screen.getByRole('region', { name: 'Pending Approvals' });
    expect(within(approvals).getByText('1 pending application')).toBeInTheDocument();
    expect(within(approvals).getByRole('article', { name: 'Gary Oak' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create user' })).toHaveAttribute(
      'href',
      '/admin?tab=users&user=create',
    );

    await userEvent.type(screen.getByPlaceholderText('Search users'), 'brock');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Brock Harrison')).toBeInTheDocument();
    const searched = calls.filter(
      (c) => c.operation === 'adminUsersList' && c.query.get('filter')?.includes('"q":"brock"'),
    );
    expect(searched.length).toBeGreaterThan(0);

    await userEvent.clear(screen.getByPlaceholderText('Search users'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(await within(table).findByText('Misty Waterflower')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(
      calls.some((c) => c.operation === 'adminUsersList' && c.query.get('filter') === '{"role":"ADMIN"}'),
    ).toBe(true);
  });
});
