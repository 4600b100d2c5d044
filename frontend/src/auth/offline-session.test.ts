import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, holdSessionCookies, json, makeUser, mockApi, sessionFor } from '../test/api-mock';
import { IDENTITY_KEY } from './offline-identity';
import {
  clearSession,
  getAccessToken,
  getSessionSnapshot,
  getSessionUser,
  refreshSession,
  setSession,
} from './session';

/** The app as a reload finds it: nothing in memory, the browser's storage and cookies as they were. */
function reload(): void {
  const kept = localStorage.getItem(IDENTITY_KEY);
  clearSession();
  holdSessionCookies();
  if (kept !== null) localStorage.setItem(IDENTITY_KEY, kept);
}

const offline = () => new TypeError('Failed to fetch');

beforeEach(() => {
  localStorage.clear();
  holdSessionCookies();
});
afterEach(() => localStorage.clear());

describe('the member kept for offline reloads', () => {
  it("keeps the signed-in member's public profile, never a token nor the e-mail address", () => {
    setSession(sessionFor('ADMIN', 'secret-token'));
    const kept = JSON.parse(localStorage.getItem(IDENTITY_KEY) ?? 'null');
    expect(kept).toEqual({
      id: 1,
      role: 'ADMIN',
      firstName: 'Misty',
      lastName: 'Ketchum',
      avatar: 25,
      avatarUrl: 'https://img.invalid/25.png',
    });
    expect(localStorage.getItem(IDENTITY_KEY)).not.toContain('secret-token');
    expect(localStorage.getItem(IDENTITY_KEY)).not.toContain('@example.org');
  });

  it('starts signed in as the kept member, without a token, when the refresh cannot reach the server', async () => {
    setSession(sessionFor('ADMIN', 'tok'));
    reload();
    mockApi({ authRefresh: offline() });

    await expect(refreshSession()).resolves.toBeNull();

    expect(getAccessToken()).toBeNull();
    expect(getSessionUser()).toMatchObject({ id: 1, role: 'ADMIN', profile: { firstName: 'Misty' } });
  });

  it('refreshes by itself when the connection returns', async () => {
    setSession(sessionFor('MEMBER', 'tok'));
    reload();
    const { requests } = mockApi({ authRefresh: [offline(), json(200, sessionFor('MEMBER', 'renewed'))] });
    await refreshSession();

    window.dispatchEvent(new Event('online'));

    await expect.poll(getAccessToken).toBe('renewed');
    expect(requests).toHaveLength(2);
    expect(getSessionUser()).toEqual(makeUser('MEMBER'));
  });

  it('signs out and forgets the member when the server refuses the session once back online', async () => {
    setSession(sessionFor('MEMBER', 'tok'));
    reload();
    localStorage.setItem('club-member-answers', '{}');
    mockApi({ authRefresh: [offline(), apiError(401, 'Session ended')] });
    await refreshSession();
    expect(getSessionUser()).not.toBeNull();

    window.dispatchEvent(new Event('online'));

    await expect.poll(getSessionUser).toBeNull();
    await expect.poll(() => localStorage.getItem('club-member-answers')).toBeNull();
    expect(localStorage.getItem(IDENTITY_KEY)).toBeNull();
  });

  it('a refused refresh deletes the member data kept in this browser', async () => {
    setSession(sessionFor('MEMBER', 'tok'));
    localStorage.setItem('club-member-desk-note', 'x');
    mockApi({ authRefresh: apiError(403, 'Account suspended') });

    await refreshSession();

    expect(getSessionSnapshot()).toEqual({ user: null, accessToken: null });
    expect(localStorage.getItem('club-member-desk-note')).toBeNull();
    expect(localStorage.getItem(IDENTITY_KEY)).toBeNull();
  });

  it('starts nobody offline when no member is kept, or the browser holds no session any more', async () => {
    mockApi({ authRefresh: offline() });
    await refreshSession();
    expect(getSessionUser()).toBeNull();

    setSession(sessionFor('MEMBER', 'tok'));
    clearSession();
    expect(localStorage.getItem(IDENTITY_KEY)).toBeNull();
  });

  it('ignores a kept identity that is not one', async () => {
    localStorage.setItem(IDENTITY_KEY, JSON.stringify({ id: 2, role: 'OWNER', firstName: 'Ash' }));
    mockApi({ authRefresh: offline() });
    await refreshSession();
    expect(getSessionUser()).toBeNull();
  });
});
