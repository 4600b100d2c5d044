/**
 * The session and auth API of the site, for pages and the admin app:
 * - framework-free (session.ts): getAccessToken, refreshSession, authFetch, setSession, clearSession…
 * - React: AuthProvider, useAuth, useLogout, RequireAuth, RequireAdmin.
 */
export {
  authFetch,
  clearSession,
  getAccessToken,
  getSessionSnapshot,
  getSessionUser,
  refreshSession,
  setSession,
  subscribeSession,
  updateSessionUser,
  type Role,
  type SessionState,
  type SessionUser,
} from './session';
export { loginRequest, logoutRequest, serverMessage, signupRequest, type CallResult } from './auth-api';
export { AuthProvider, MIN_AUTH_LOADING_MS } from './AuthProvider';
export { useAuth, type AuthContextValue, type AuthStatus, type LoginInput } from './useAuth';
export { useLogout, LOGOUT_MESSAGE } from './useLogout';
export { RequireAuth } from './RequireAuth';
export { RequireAdmin } from './RequireAdmin';
export { AccessDenied } from './AccessDenied';
export { PendingNotice } from './PendingNotice';
