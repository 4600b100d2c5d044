import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { ConfirmEmailPage } from './ConfirmEmailPage';

function open(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ authRefresh: refreshAs(null), ...routes });
  renderRoutes([{ path: '/confirm-email', element: <ConfirmEmailPage /> }], path);
  return api;
}

describe('ConfirmEmailPage', () => {
  it('confirms nothing on load: the token is sent once, on a click of "Confirm this address"', async () => {
    const message = 'Your e-mail address is now gary@oak.test. Use it to sign in from now on.';
    const { requests } = open('/confirm-email?token=abc_DEF-123', {
      usersConfirmEmail: json(200, { message, email: 'gary@oak.test' }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Confirm this address' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.filter((r) => r.operation === 'usersConfirmEmail')).toHaveLength(0);

    await userEvent.click(button);
    const result = await screen.findByText(message);
    expect(result.closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Confirm this address' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    const confirms = requests.filter((r) => r.operation === 'usersConfirmEmail');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatchObject({ method: 'POST', body: { token: 'abc_DEF-123' } });
  });

  it('shows the server’s reason when the link is used or expired', async () => {
    const reason =
      'This confirmation link is invalid or has expired. Change your e-mail address on your profile to get a new one.';
    open('/confirm-email?token=old', { usersConfirmEmail: apiError(400, reason) });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('says the link is incomplete without calling the server when it has no token', async () => {
    const { requests } = open('/confirm-email');
    expect(await screen.findByText(/This confirmation link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm this address' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'usersConfirmEmail')).toHaveLength(0);
  });
});
