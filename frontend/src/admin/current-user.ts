import { HttpError } from 'react-admin';
import { authMe } from '../api/generated/sdk.gen';
import type { UserDto } from '../api/generated/types.gen';
import { getAccessToken, getSessionUser, refreshSession } from '../auth/session';
import { adminCall } from './api-call';

let cached: { readonly token: string; readonly user: Promise<UserDto> } | null = null;

/**
 * The signed-in user as the server sees it (`authMe`), shared by checkAuth, getPermissions and
 * getIdentity: one request per access token. Offline, the member the session started from (kept for offline
 * reloads, auth/session.ts), until the server can be asked. Without a session (and none to restore through
 * the refresh cookie) it rejects with a 401.
 */
export async function fetchCurrentUser(): Promise<UserDto> {
  const token = getAccessToken() ?? (await refreshSession());
  const offlineUser = token ? null : getSessionUser();
  if (offlineUser) return offlineUser;
  if (!token) throw new HttpError('Please sign in to continue', 401);
  if (cached?.token === token) return cached.user;
  const user = adminCall(authMe());
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
