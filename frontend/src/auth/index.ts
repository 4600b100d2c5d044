/**
 * The sign-in layer, used by the site and the admin app alike (it imports neither):
 * - framework-free (session.ts): getAccessToken, refreshSession, setSession, clearSession…; api-session.ts
 *   connects the generated client to the session.
 * - the auth calls (auth-api.ts): login, signup, logout through the generated SDK.
 * - React: AuthProvider, useAuth; the sign-up form's AvatarPicker and PasswordField.
 * Pages read the session through `useAuth`, exported here; the rest is imported from its own file.
 * The site's route guards (RequireAuth, RequireAdmin) live with the login page in pages/auth/.
 */
export { useAuth } from './useAuth';
