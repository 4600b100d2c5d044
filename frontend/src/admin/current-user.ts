import { HttpError } from 'react-admin';
import type { UserDto } from '../api/generated/types.gen';
import { serverMessage } from '../shared/api-error';
import { authFetch, getAccessToken, refreshSession } from '../auth/session';

export const ME_URL = '/api/auth/me';

let cached: { readonly token: string; readonly user: Promise<UserDto> } | null = null;

async function loadMe(): Promise<UserDto> {
  const response = await authFetch(ME_URL, { headers: { Accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new HttpError(serverMessage(body) ?? response.statusText, response.status, body);
  }
  return body as UserDto;
}

/**
 * The signed-in user as the server sees it (`GET /api/auth/me`), shared by checkAuth,
 * getPermissions and getIdentity: one request per access token. Without a session (and none to
 * restore through the refresh cookie) it rejects with a 401.
 */
export async function fetchCurrentUser(): Promise<UserDto> {
  const token = getAccessToken() ?? (await refreshSession());
  if (!token) throw new HttpError('Please sign in to continue', 401);
  if (cached?.token === token) return cached.user;
  const user = loadMe();
  cached = { token, user };
  user.catch(() => {
    if (cached?.user === user) cached = null;
  });
  return user;
}

/** Drops the cached user (on logout). */
export function forgetCurrentUser(): void {
  cached = null;
}
