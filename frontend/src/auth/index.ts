/**
 * The sign-in layer, used by the site and the admin app alike (it imports neither):
 * - framework-free (session.ts): getAccessToken, refreshSession, authFetch, setSession, clearSession…
 * - the auth calls (auth-api.ts): login, signup, logout through the generated SDK.
 * - React: AuthProvider, useAuth; the sign-up form's AvatarPicker and PasswordField.
 * The site's route guards (RequireAuth, RequireAdmin) live with the login page in pages/auth/.
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
export { loginRequest, logoutRequest, signupRequest, type CallResult } from './auth-api';
export { AuthProvider, MIN_AUTH_LOADING_MS } from './AuthProvider';
export { useAuth, type AuthContextValue, type AuthStatus, type LoginInput } from './useAuth';
