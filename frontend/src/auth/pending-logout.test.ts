import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { json, mockApi } from '../test/api-mock';
import {
  flushPendingLogout,
  isLogoutPending,
  logoutOnServer,
  PENDING_LOGOUT_KEY,
  watchPendingLogout,
} from './pending-logout';

afterEach(async () => {
  localStorage.clear();
  watchPendingLogout();
});

describe('a logout the server has not heard of', () => {
  it('is told at once when the server answers', async () => {
    const { requests } = mockApi({ authLogout: json(204) });
    await expect(logoutOnServer()).resolves.toBe('told');
    expect(requests.map((r) => r.operation)).toEqual(['authLogout']);
    expect(isLogoutPending()).toBe(false);
  });

  it('offline: waits, remembered across a reload, and is sent as soon as the browser is back online', async () => {
    const { requests } = mockApi({ authLogout: [new TypeError('Failed to fetch'), json(204)] });
    await expect(logoutOnServer()).resolves.toBe('pending');
    expect(isLogoutPending()).toBe(true);
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).not.toBeNull();

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(isLogoutPending()).toBe(false));
    expect(requests.map((r) => r.operation)).toEqual(['authLogout', 'authLogout']);
    // The logout went with the browser's cookies: the refresh cookie it ends is httpOnly.
    expect(requests[1].credentials).toBe('include');
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();
  });

  it('a server fault leaves it waiting; the next flush (before a sign-in) sends it', async () => {
    const { requests } = mockApi({ authLogout: [json(503), json(204)] });
    await expect(logoutOnServer()).resolves.toBe('pending');
    await flushPendingLogout();
    expect(isLogoutPending()).toBe(false);
    expect(requests).toHaveLength(2);
    await flushPendingLogout();
    expect(requests).toHaveLength(2);
  });

  it('left from an earlier visit: sent when the app starts online', async () => {
    localStorage.setItem(PENDING_LOGOUT_KEY, '1');
    const { requests } = mockApi({ authLogout: json(204) });
    watchPendingLogout();
    await waitFor(() => expect(isLogoutPending()).toBe(false));
    expect(requests.map((r) => r.operation)).toEqual(['authLogout']);
  });
});
