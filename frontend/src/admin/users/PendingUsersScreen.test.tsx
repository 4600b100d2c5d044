import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDto } from '../../api/generated/types.gen';
import { clearSession } from '../../auth/session';
import { apiError, json, mockApi } from '../../test/api-mock';
import { gary, may, sessionRoutes } from '../test/pending-fixtures';
import { renderAdmin } from '../test/render-admin';

afterEach(() => clearSession());

/** A reply the test releases when it wants, to look at the screen while a request runs. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { reply: () => promise, release };
}

/** The pending list as the server holds it; every GET answers its current state. */
function pendingServer(initial: UserDto[]) {
  const state = { users: [...initial] };
  return { state, reply: () => json(200, state.users) };
}

/** react-admin logs failed calls to the console in development; expected here. */
const muteExpectedErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const main = () => within(document.getElementById('main-content') ?? document.body);
const card = (name: string) => screen.getByRole('article', { name });
const button = (name: string, label: 'Approve' | 'Reject') =>
  within(card(name)).getByRole('button', { name: label });

describe('Pending users screen (/admin/users)', () => {
  it('shows the title, the count and a card per application with name, e-mail and applied date', async () => {
    const server = pendingServer([gary, may]);
    const { requests } = mockApi({ ...sessionRoutes('ADMIN'), adminUsersPending: server.reply });
    renderAdmin('/admin/users');

    expect(await screen.findByText('2 pending applications')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('Approve or reject pending user applications')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    const garyCard = card('Gary Oak');
    // Under the page's h1, so level 2: no level skipped for screen-reader navigation (axe heading-order).
    expect(within(garyCard).getByRole('heading', { level: 2, name: 'Gary Oak' })).toBeInTheDocument();
    expect(within(garyCard).getByText('gary@example.org')).toBeInTheDocument();
    expect(garyCard).toHaveTextContent('Applied 3 Nov 2026, 14:05');
    expect(card('May Maple')).toHaveTextContent('Applied 1 Jul 2026, 09:30'); // BST
    expect(within(garyCard).getByRole('img', { name: "Gary Oak's avatar" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');

    const pendingCall = requests.find((r) => r.operation === 'adminUsersPending');
    expect(pendingCall?.headers.get('Authorization')).toBe('Bearer token-ADMIN');
  });

  it('says so when nobody is waiting', async () => {
    mockApi({ ...sessionRoutes('ADMIN'), adminUsersPending: json(200, []) });
    renderAdmin('/admin/users');
    expect(await screen.findByText('No Pending Applications')).toBeInTheDocument();
    expect(screen.getByText('0 pending applications')).toBeInTheDocument();
  });

  it('shows a red banner when the list cannot be loaded', async () => {
    muteExpectedErrors();
    mockApi({ ...sessionRoutes('ADMIN'), adminUsersPending: apiError(500, 'Boom') });
    renderAdmin('/admin/users');
    // A server error is retried once (after a second) before the banner shows.
    const banner = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(banner).toHaveTextContent('Failed to fetch pending users');
    expect(banner).toHaveClass('MuiAlert-colorError');
  });

  it('refetches when Refresh is pressed', async () => {
    const server = pendingServer([gary]);
    const { requests } = mockApi({ ...sessionRoutes('ADMIN'), adminUsersPending: server.reply });
    renderAdmin('/admin/users');
    expect(await screen.findByText('1 pending application')).toBeInTheDocument();
    server.state.users = [gary, may];
    await userEvent.click(main().getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('2 pending applications')).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'adminUsersPending')).toHaveLength(2);
  });

  it("disables only that user's buttons while approving, then toasts, and reloads the lists", async () => {
    const server = pendingServer([gary, may]);
    const approval = deferred();
    const { requests } = mockApi({
      ...sessionRoutes('ADMIN'),
      adminUsersPending: server.reply,
      adminUsersApprove: approval.reply,
    });
    renderAdmin('/admin/users');
    await screen.findByText('2 pending applications');

    await userEvent.click(button('Gary Oak', 'Approve'));
    await waitFor(() => expect(button('Gary Oak', 'Approve')).toBeDisabled());
    expect(button('Gary Oak', 'Reject')).toBeDisabled();
    expect(button('May Maple', 'Approve')).toBeEnabled();
    expect(button('May Maple', 'Reject')).toBeEnabled();

    server.state.users = [may];
    approval.release(json(200, { ...gary, role: 'MEMBER' }));

    expect(await screen.findByText('User approved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Gary Oak' })).not.toBeInTheDocument());
    expect(screen.getByText('1 pending application')).toBeInTheDocument();
    const approveCall = requests.find((r) => r.operation === 'adminUsersApprove' && r.params.id === '11');
    expect(approveCall?.method).toBe('PUT');
    expect(approveCall?.headers.get('Authorization')).toBe('Bearer token-ADMIN');
    await waitFor(() => expect(requests.filter((r) => r.operation === 'adminUsersPending')).toHaveLength(2));
  });

  it('toasts a failed approval and enables the buttons again', async () => {
    muteExpectedErrors();
    mockApi({
      ...sessionRoutes('ADMIN'),
      adminUsersPending: json(200, [gary]),
      adminUsersApprove: apiError(409, 'This user is not pending'),
    });
    renderAdmin('/admin/users');
    await screen.findByText('1 pending application');
    await userEvent.click(button('Gary Oak', 'Approve'));
    expect(await screen.findByText('Failed to approve user')).toBeInTheDocument();
    await waitFor(() => expect(button('Gary Oak', 'Approve')).toBeEnabled());
    expect(button('Gary Oak', 'Reject')).toBeEnabled();
  });

  it('asks before rejecting, and does nothing when cancelled', async () => {
    const { requests } = mockApi({
      ...sessionRoutes('ADMIN'),
      adminUsersPending: json(200, [gary]),
    });
    renderAdmin('/admin/users');
    await screen.findByText('1 pending application');

    await userEvent.click(button('Gary Oak', 'Reject'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reject Gary Oak?');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(card('Gary Oak')).toBeInTheDocument();
  });

  it('rejects after confirmation, disabling the buttons while it runs', async () => {
    const server = pendingServer([gary, may]);
    const rejection = deferred();
    const { requests } = mockApi({
      ...sessionRoutes('ADMIN'),
      adminUsersPending: server.reply,
      adminUsersReject: rejection.reply,
    });
    renderAdmin('/admin/users');
    await screen.findByText('2 pending applications');

    await userEvent.click(button('May Maple', 'Reject'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(button('May Maple', 'Reject')).toBeDisabled());
    expect(button('May Maple', 'Approve')).toBeDisabled();
    expect(button('Gary Oak', 'Reject')).toBeEnabled();

    server.state.users = [gary];
    rejection.release(json(200, { message: 'User rejected and deleted' }));
    expect(await screen.findByText('User rejected and deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'May Maple' })).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => [r.operation, r.params.id])).toEqual([
      ['adminUsersReject', '12'],
    ]);
  });

  it('toasts a failed rejection and keeps the card', async () => {
    muteExpectedErrors();
    mockApi({
      ...sessionRoutes('ADMIN'),
      adminUsersPending: json(200, [gary]),
      adminUsersReject: apiError(500, 'Boom'),
    });
    renderAdmin('/admin/users');
    await screen.findByText('1 pending application');
    await userEvent.click(button('Gary Oak', 'Reject'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to reject user')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Gary Oak')).toBeInTheDocument();
    await waitFor(() => expect(button('Gary Oak', 'Reject')).toBeEnabled());
  });
});
