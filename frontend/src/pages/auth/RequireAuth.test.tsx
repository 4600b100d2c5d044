import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { mockApi, refreshAs, type SeenRequest } from '../../test/api-mock';
import { LocationProbe, renderRoutes } from '../../test/render';
import { RequireAdmin } from './RequireAdmin';
import { RequireAuth } from './RequireAuth';
import { getAccessToken } from '../../auth/session';

const routes: RouteObject[] = [
  { element: <RequireAuth />, children: [{ path: '/dashboard', element: <h1>Members area</h1> }] },
  {
    path: '/admin/*',
    element: (
      <RequireAdmin>
        <h1>Admin app</h1>
      </RequireAdmin>
    ),
  },
  { path: '/login', element: <LocationProbe /> },
];

type Role = 'ADMIN' | 'MEMBER' | 'PENDING' | null;

function renderAs(role: Role, path: string) {
  const api = mockApi({
    authRefresh: refreshAs(role),
    authLogout: new Response(null, { status: 204 }),
  });
  return { ...api, ...renderRoutes(routes, path) };
}

describe('RequireAuth', () => {
  it('shows a loading indicator while the session is restored', async () => {
    renderAs('MEMBER', '/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Members area' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Members area' })).toBeInTheDocument();
  });

  it('keeps the loading state for at least 100 ms', async () => {
    const started = performance.now();
    renderAs('MEMBER', '/dashboard');
    await screen.findByRole('heading', { name: 'Members area' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('shows the login screen in place when signed out', async () => {
    const { router, requests } = renderAs(null, '/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back, Trainer' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members area' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // A browser without a session is not sent to the refresh route (it could only answer 401).
    expect(requests.filter((request) => request.operation === 'authRefresh')).toEqual([]);
  });

  it('shows the pending notice to a PENDING user', async () => {
    renderAs('PENDING', '/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Pending Approval' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account is currently pending admin approval. You will be able to access all features once your account is approved.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next?' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/admin reviews your application/i);
    expect(steps[1]).toMatch(/e-mail.*approved/i);
    expect(steps[2]).toMatch(/log in/i);
    expect(screen.queryByRole('heading', { name: 'Members area' })).not.toBeInTheDocument();
  });

  it("signs a PENDING user out and goes to /login with 'Back to Login'", async () => {
    const { requests } = renderAs('PENDING', '/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(requests.some((r: SeenRequest) => r.operation === 'authLogout')).toBe(true);
    expect(getAccessToken()).toBeNull();
  });

  it('shows the page to an approved member', async () => {
    renderAs('MEMBER', '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Members area' })).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('denies a MEMBER', async () => {
    renderAs('MEMBER', '/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin app' })).not.toBeInTheDocument();
  });

  it('shows the pending notice to a PENDING user', async () => {
    renderAs('PENDING', '/admin');
    expect(await screen.findByRole('heading', { name: 'Account Pending Approval' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin app' })).not.toBeInTheDocument();
  });

  it('shows the login screen when signed out', async () => {
    renderAs(null, '/admin');
    expect(await screen.findByRole('heading', { name: 'Welcome Back, Trainer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin app' })).not.toBeInTheDocument();
  });

  it('lets an ADMIN in', async () => {
    renderAs('ADMIN', '/admin');
    expect(await screen.findByRole('heading', { name: 'Admin app' })).toBeInTheDocument();
  });
});
