import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMe, decksCreate, formatsList } from '../api/generated/sdk.gen';
import { apiError, holdSessionCookies, json, makeUser, mockApi, sessionFor } from '../test/api-mock';
import { connectApiClientToSession } from './api-session';
import { loginRequest } from './auth-api';
import {
  clearSession,
  getAccessToken,
  getSessionUser,
  hasSessionHint,
  onSessionEnd,
  refreshSession,
  setSession,
  startSession,
  subscribeSession,
} from './session';

afterEach(() => clearSession());

describe('session store', () => {
  it('keeps the token and user in memory and notifies subscribers', () => {
    const seen: (string | null)[] = [];
    const unsubscribe = subscribeSession(() => seen.push(getAccessToken()));
    setSession(sessionFor('MEMBER', 'abc'));
    expect(getAccessToken()).toBe('abc');
    expect(getSessionUser()?.role).toBe('MEMBER');
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
    unsubscribe();
    setSession(sessionFor('MEMBER', 'def'));
    expect(seen).toEqual(['abc', null]);
  });

  it('never writes the token to web storage', () => {
    setSession(sessionFor('MEMBER', 'secret-token'));
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('secret-token');
  });
});

describe('refreshSession', () => {
  beforeEach(holdSessionCookies);

  it('asks for a new token with cookies and stores the answered session', async () => {
    const { requests } = mockApi({ authRefresh: json(200, sessionFor('ADMIN', 'fresh')) });
    await expect(refreshSession()).resolves.toBe('fresh');
    expect(requests.map((r) => r.operation)).toEqual(['authRefresh']);
    expect(requests[0].credentials).toBe('include');
    expect(getSessionUser()?.role).toBe('ADMIN');
  });

  it('shares one request between concurrent callers', async () => {
    const { requests } = mockApi({
      authRefresh: () =>
        new Promise((resolve) => setTimeout(() => resolve(json(200, sessionFor('MEMBER', 't1'))), 10)),
    });
    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(results).toEqual(['t1', 't1', 't1']);
    expect(requests).toHaveLength(1);
  });

  it('signs out on a 401, and asks no more', async () => {
    setSession(sessionFor('MEMBER', 'old'));
    const { requests } = mockApi({ authRefresh: apiError(401, 'Refresh token expired') });
    await expect(refreshSession()).resolves.toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(hasSessionHint()).toBe(false);
    await expect(refreshSession()).resolves.toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('never asks when the browser holds no session (no hint cookie)', async () => {
    clearSession();
    const { requests } = mockApi({ authRefresh: json(200, sessionFor('MEMBER', 'unexpected')) });
    await expect(refreshSession()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
    expect(getSessionUser()).toBeNull();
  });

  it('answers null without signing out when the network fails', async () => {
    setSession(sessionFor('MEMBER', 'old'));
    mockApi({ authRefresh: new TypeError('Failed to fetch') });
    await expect(refreshSession()).resolves.toBeNull();
    expect(getAccessToken()).toBe('old');
  });
});

describe('the generated client, connected to the session (auth/api-session.ts)', () => {
  beforeEach(holdSessionCookies);

  it('adds the bearer token and sends cookies', async () => {
    setSession(sessionFor('MEMBER', 'tok'));
    const { requests } = mockApi({ authMe: json(200, makeUser('MEMBER')) });
    const { response } = await authMe();
    expect(response?.status).toBe(200);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(requests[0].credentials).toBe('include');
  });

  it('sends no Authorization header when signed out', async () => {
    const { requests } = mockApi({ formatsList: json(200, []) });
    await formatsList();
    expect(requests[0].headers.has('Authorization')).toBe(false);
  });

  it('on a 401 refreshes once and retries with the new token, body included', async () => {
    setSession(sessionFor('MEMBER', 'expired'));
    const { requests } = mockApi({
      decksCreate: [apiError(401, 'Token expired'), json(201, { id: 7 })],
      authRefresh: json(200, sessionFor('MEMBER', 'renewed')),
    });
    const { response } = await decksCreate({ body: { name: 'Hi', format: 'standard' } });
    expect(response?.status).toBe(201);
    expect(requests.map((r) => r.operation)).toEqual(['decksCreate', 'authRefresh', 'decksCreate']);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer expired');
    expect(requests[2].headers.get('Authorization')).toBe('Bearer renewed');
    expect(requests[2].body).toEqual({ name: 'Hi', format: 'standard' });
    expect(requests[2].headers.get('Content-Type')).toBe('application/json');
  });

  it('returns the 401 when the refresh fails, and signs out', async () => {
    setSession(sessionFor('MEMBER', 'expired'));
    const { requests } = mockApi({
      authMe: apiError(401, 'Token expired'),
      authRefresh: apiError(401, 'Session ended'),
    });
    const { response } = await authMe();
    expect(response?.status).toBe(401);
    expect(requests).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
  });

  it('answers a 401 as it is when the browser holds no session', async () => {
    clearSession();
    const { requests } = mockApi({ decksCreate: apiError(401, 'Not signed in') });
    const { response } = await decksCreate({ body: { name: 'Hi', format: 'standard' } });
    expect(response?.status).toBe(401);
    expect(requests.map((r) => r.operation)).toEqual(['decksCreate']);
  });

  it('retries at most once', async () => {
    setSession(sessionFor('MEMBER', 'a'));
    const { requests } = mockApi({
      authMe: apiError(401, 'Nope'),
      authRefresh: json(200, sessionFor('MEMBER', 'b')),
    });
    const { response } = await authMe();
    expect(response?.status).toBe(401);
    expect(requests.map((r) => r.operation)).toEqual(['authMe', 'authRefresh', 'authMe']);
  });
});

describe('calls whose 401 has its own meaning', () => {
  beforeEach(holdSessionCookies);

  it('does not refresh after a failed login', async () => {
    setSession(sessionFor('MEMBER', 'old'));
    const { requests } = mockApi({ authLogin: apiError(401, 'Invalid email or password') });
    const result = await loginRequest({ email: 'ash@example.org', password: 'wrong' });
    expect(result).toEqual({ kind: 'rejected', status: 401, message: 'Invalid email or password' });
    expect(requests).toHaveLength(1);
  });

  it('does not refresh after a failed refresh', async () => {
    setSession(sessionFor('MEMBER', 'old'));
    const { requests } = mockApi({ authRefresh: apiError(401, 'Session ended') });
    await expect(refreshSession()).resolves.toBeNull();
    expect(requests).toHaveLength(1);
  });
});

describe('connecting the generated client to the session', () => {
  it('is explicit and happens once: connecting again adds no second token or retry', async () => {
    connectApiClientToSession();
    holdSessionCookies();
    setSession(sessionFor('MEMBER', 'a'));
    const { requests } = mockApi({
      authMe: apiError(401, 'Nope'),
      authRefresh: json(200, sessionFor('MEMBER', 'b')),
    });
    await authMe();
    expect(requests.map((r) => `${r.operation} ${r.headers.get('Authorization') ?? ''}`)).toEqual([
      'authMe Bearer a',
      'authRefresh ',
      'authMe Bearer b',
    ]);
  });
});

describe('a session that ends, however it ends', () => {
  beforeEach(holdSessionCookies);
  afterEach(() => localStorage.clear());

  it('another account signing in: the first one’s answers and stored data go before the new session is kept', async () => {
    setSession(sessionFor('MEMBER', 'ash'));
    localStorage.setItem('club-member-answers-kept', '{"decks":[]}');
    const ended = vi.fn(() => expect(getSessionUser()).toBeNull());
    const stop = onSessionEnd(ended);
    await startSession(sessionFor('ADMIN', 'misty'));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('club-member-answers-kept')).toBeNull();
    expect(getSessionUser()?.role).toBe('ADMIN');
    // The same account again (a refresh) ends nothing.
    await startSession(sessionFor('ADMIN', 'misty-again'));
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a refresh the server refuses (expired, revoked): signed out and the member’s data gone', async () => {
    setSession(sessionFor('MEMBER', 'old'));
    localStorage.setItem('club-member-answers-kept', '{"decks":[]}');
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    mockApi({ authRefresh: apiError(401, 'Session ended') });
    await expect(refreshSession()).resolves.toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem('club-member-answers-kept')).toBeNull();
    stop();
  });
});
