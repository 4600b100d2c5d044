import type { AuthProvider, UserIdentity } from 'react-admin';
import { logoutOnServer } from '../auth/pending-logout';
import { endSession, getAccessToken, getSessionUser, refreshSession } from '../auth/session';
import { fetchCurrentUser, forgetCurrentUser } from './current-user';
import type { Role } from './roles';
import { fullName } from './users/user-name';

/** Where a signed-out visitor goes: the site's own login page (outside the admin basename). */
export const LOGIN_PATH = '/login';

/** A rejection that sends react-admin to the site's login page. */
export class SignedOutError extends Error {
  readonly redirectTo = LOGIN_PATH;
  readonly logoutUser = true;

  constructor(message = 'ra.auth.auth_check_error') {
    super(message);
    this.name = 'SignedOutError';
  }
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
}

/**
 * react-admin's view of the site session (`../auth/session`): the admin never signs in itself,
 * it uses the session the site's /login page created (token in memory, refresh cookie).
 */
export const authProvider = {
  // The site's /login page signs in; react-admin's own login page is disabled (loginPage={false}).
  login: () => Promise.reject(new SignedOutError()),

  // The member's own logout (the menu, which asks first about unsent desk actions) says so; react-admin also
  // calls this when a session has ended (a 401), which keeps those actions for their admin (docs/adr/0056).
  logout: async (params?: { byMember?: boolean }) => {
    forgetCurrentUser();
    await logoutOnServer();
    await endSession(params?.byMember ? 'logout' : 'ended');
    return LOGIN_PATH;
  },

  // A session must exist: a token in memory, one restored through the refresh cookie, or, when the server
  // cannot be reached, the member kept for offline reloads (auth/session.ts). The role is checked by
  // getPermissions (the layout shows 'Access Denied' to anyone but an admin).
  checkAuth: async () => {
    const token = getAccessToken() ?? (await refreshSession());
    if (!token && getSessionUser() === null) throw new SignedOutError();
  },

  checkError: async (error: unknown) => {
    // 401: the session is gone even after a refresh, sign out. 403 (not an admin, not the owner)
    // and everything else: stay, the page shows the server's message.
    if (statusOf(error) === 401) throw new SignedOutError('ra.notification.logged_out');
  },

  getPermissions: async (): Promise<Role> => (await fetchCurrentUser()).role,

  getIdentity: async (): Promise<UserIdentity> => {
    const user = await fetchCurrentUser();
    return { id: user.id, fullName: fullName(user), avatar: user.profile.avatarUrl };
  },
} satisfies AuthProvider;
