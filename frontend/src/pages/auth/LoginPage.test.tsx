import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';
import { getAccessToken } from '../../auth/session';
import { apiError, json, mockApi, refreshAs, sessionFor, type SeenRequest } from '../../test/api-mock';
import { LocationProbe, renderRoutes } from '../../test/render';
import { LoginPage } from './LoginPage';

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/admin', element: <LocationProbe /> },
  { path: '/dashboard', element: <LocationProbe /> },
  { path: '/', element: <LocationProbe /> },
  { path: '/signup', element: <LocationProbe /> },
  {
    element: <RequireAuth />,
    children: [{ path: '/forum', element: <h1>Community Forum</h1> }],
  },
];

async function renderLogin(api: Parameters<typeof mockApi>[0] = {}, path = '/login') {
  const mock = mockApi({ authRefresh: refreshAs(null), ...api });
  const utils = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back, Trainer' });
  return { ...mock, ...utils };
}

async function submit(email = 'ash@example.org', password = 'pikachu', remember = false) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), email);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

const loginCalls = (requests: SeenRequest[]) => requests.filter((r) => r.operation === 'authLogin');

describe('LoginPage form', () => {
  it('shows and hides the password', async () => {
    await renderLogin();
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('has the links Back to Home and Join the club', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Join the club' })).toHaveAttribute('href', '/signup');
  });

  it('requires email and password before calling the server', async () => {
    const { requests } = await renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(loginCalls(requests)).toHaveLength(0);
  });

  it('sends email, password and rememberMe with cookies', async () => {
    const { requests } = await renderLogin({ authLogin: json(200, sessionFor('MEMBER')) });
    await submit(' ash@example.org ', 'pikachu', true);
    await screen.findByTestId('location');
    expect(loginCalls(requests)[0].body).toEqual({
      email: 'ash@example.org',
      password: 'pikachu',
      rememberMe: true,
    });
    expect(loginCalls(requests)[0].credentials).toBe('include');
  });
});

describe('LoginPage failures', () => {
  it("toasts the server's message", async () => {
    await renderLogin({ authLogin: apiError(401, 'Invalid email or password') });
    await submit();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome Back, Trainer' })).toBeInTheDocument();
  });

  it("toasts 'Login failed. Please try again.' when the server gives no message", async () => {
    await renderLogin({ authLogin: new Response('<html>502</html>', { status: 502 }) });
    await submit();
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it("toasts 'An unexpected error occurred. Please try again.' when the network fails", async () => {
    await renderLogin({ authLogin: new TypeError('Failed to fetch') });
    await submit();
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it('does not try to refresh after a rejected login', async () => {
    const { requests } = await renderLogin({
      authLogin: apiError(401, 'Invalid email or password'),
    });
    await submit();
    await screen.findByText('Invalid email or password');
    // None at start (the browser holds no session to renew), and none after the refusal.
    expect(requests.filter((r) => r.operation === 'authRefresh')).toHaveLength(0);
  });
});

describe('LoginPage redirects', () => {
  it('sends an ADMIN to /admin', async () => {
    await renderLogin({ authLogin: json(200, sessionFor('ADMIN')) });
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(await screen.findByText('Welcome back, Trainer!')).toBeInTheDocument();
  });

  it('sends a MEMBER to /dashboard by default', async () => {
    await renderLogin({ authLogin: json(200, sessionFor('MEMBER')) });
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(await screen.findByText('Welcome back, Trainer!')).toBeInTheDocument();
    expect(getAccessToken()).toBe('token-MEMBER');
  });

  it('returns a MEMBER to the protected page they came from', async () => {
    const { router } = await renderLogin({ authLogin: json(200, sessionFor('MEMBER')) }, '/forum');
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Forum' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forum');
  });

  it('sends an ADMIN who came from a protected page to /admin', async () => {
    await renderLogin({ authLogin: json(200, sessionFor('ADMIN')) }, '/forum');
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin$/);
  });
});
