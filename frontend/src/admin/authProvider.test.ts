import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { clearSession, getAccessToken, setSession } from '../auth/session';
import {
  apiError,
  holdSessionCookies,
  json,
  makeUser,
  mockApi,
  refreshAs,
  sessionFor,
} from '../test/api-mock';
import { authProvider, LOGIN_PATH } from './authProvider';
import { forgetCurrentUser } from './current-user';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

describe('authProvider.checkAuth', () => {
  it('passes with a token in memory, without calling the server', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    const { requests } = mockApi({});
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(requests).toHaveLength(0);
  });

  it('restores the session through the refresh cookie when there is no token', async () => {
    const { requests } = mockApi({ authRefresh: refreshAs('MEMBER') });
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(requests.map((r) => r.operation)).toEqual(['authRefresh']);
    expect(getAccessToken()).toBe('token-MEMBER');
  });

  it("rejects towards the site's /login when there is no session at all", async () => {
    mockApi({ authRefresh: refreshAs(null) });
    await expect(authProvider.checkAuth()).rejects.toMatchObject({ redirectTo: '/login' });
  });
});

describe('authProvider.getPermissions', () => {
  it.each(['ADMIN', 'MEMBER', 'PENDING'] as const)(
    'answers the role %s from the signed-in user (authMe)',
    async (role) => {
      setSession(sessionFor(role, 'tok'));
      const { requests } = mockApi({ authMe: json(200, makeUser(role)) });
      await expect(authProvider.getPermissions()).resolves.toBe(role);
      expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok');
    },
  );

  it('trusts the server over the stored session (a demoted admin is no admin)', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    mockApi({ authMe: json(200, makeUser('MEMBER')) });
    await expect(authProvider.getPermissions()).resolves.toBe('MEMBER');
  });

  it('asks the server once per token for permissions and identity', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    const { requests } = mockApi({ authMe: json(200, makeUser('ADMIN')) });
    await authProvider.getPermissions();
    await authProvider.getIdentity();
    await authProvider.getPermissions();
    expect(requests.filter((r) => r.operation === 'authMe')).toHaveLength(1);
  });

  it('rejects with a 401 when the session is gone, so react-admin signs out', async () => {
    mockApi({ authRefresh: refreshAs(null) });
    const error: unknown = await authProvider.getPermissions().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: LOGIN_PATH });
  });
});

describe('authProvider.getIdentity', () => {
  it('reads the full name and the avatar URL of the signed-in user', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    mockApi({ authMe: json(200, makeUser('ADMIN')) });
    await expect(authProvider.getIdentity()).resolves.toEqual({
      id: 1,
      fullName: 'Misty Ketchum',
      avatar: 'https://img.invalid/25.png',
    });
  });
});

describe('authProvider.checkError', () => {
  it('signs out on 401 only', async () => {
    await expect(authProvider.checkError(new HttpError('Unauthorized', 401))).rejects.toMatchObject({
      redirectTo: '/login',
    });
    await expect(authProvider.checkError(new HttpError('Forbidden', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('Conflict', 409))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('offline'))).resolves.toBeUndefined();
  });
});

describe('authProvider.logout', () => {
  it('ends the session on the server and in memory, then goes to /login', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    const { requests } = mockApi({ authLogout: new Response(null, { status: 204 }) });
    await expect(authProvider.logout()).resolves.toBe('/login');
    expect(requests.map((r) => r.operation)).toEqual(['authLogout']);
    expect(getAccessToken()).toBeNull();
  });

  it('still clears the session when the server cannot be reached', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    mockApi({ authLogout: apiError(500, 'Boom') });
    await expect(authProvider.logout()).resolves.toBe('/login');
    expect(getAccessToken()).toBeNull();
  });
});

describe('the admin app offline (the member kept for offline reloads, auth/session.ts)', () => {
  /** A reload of /admin while the server cannot be reached, after an admin had signed in here. */
  function reloadOffline() {
    setSession(sessionFor('ADMIN', 'tok'));
    const kept = localStorage.getItem('club-member-identity');
    clearSession();
    holdSessionCookies();
    if (kept !== null) localStorage.setItem('club-member-identity', kept);
    return mockApi({
      authRefresh: new TypeError('Failed to fetch'),
      authMe: new TypeError('Failed to fetch'),
    });
  }

  it('opens as the kept admin: checkAuth passes, the role and identity are the kept ones', async () => {
    const { requests } = reloadOffline();
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    await expect(authProvider.getPermissions()).resolves.toBe('ADMIN');
    await expect(authProvider.getIdentity()).resolves.toMatchObject({ id: 1, fullName: 'Misty Ketchum' });
    expect(requests.map((r) => r.operation)).not.toContain('authMe');
  });

  it('logout deletes what the browser keeps of the member', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    localStorage.setItem('club-member-answers', '{}');
    mockApi({ authLogout: new TypeError('Failed to fetch') });
    await authProvider.logout();
    expect(localStorage.getItem('club-member-answers')).toBeNull();
    expect(localStorage.getItem('club-member-identity')).toBeNull();
  });
});
