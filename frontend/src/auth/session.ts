/**
 * The browser session, framework-free.
 *
 * The short-lived access token lives in memory only (never in localStorage); the httpOnly refresh
 * cookie set by the server (sent to the auth routes only) restores the session after a reload. The generated client
 * sends the token and, on a 401, refreshes once and retries (api-session.ts, connected as the app starts).
 *
 * The server sets a second cookie beside the refresh cookie, readable here and holding no secret: the hint that
 * there is a session to renew (backend/src/auth/refresh-cookie.ts). Without it nothing asks the server, so an
 * anonymous visitor's pages make no refresh call that could only answer 401.
 *
 * Offline: the signed-in member's public profile is kept in localStorage (offline-identity.ts, never a token). A
 * reload whose refresh call cannot reach the server starts signed in as that member, without a token, so members'
 * pages and the admin's desk open offline; the session is refreshed when the connection returns. The server still
 * checks every call. However a session ends here (a logout, a refused refresh, another account signing in), the
 * member's data goes with it (docs/adr/0048, 0056).
 *
 * React code reads the same state through `useAuth()` (see AuthProvider.tsx), which subscribes here.
 */
import { anonymousClient } from '../api/client';
import { authRefresh } from '../api/generated/sdk.gen';
import type { AuthSessionDto, UserDto } from '../api/generated/types.gen';
import { forgetIdentity, keepIdentity, keptIdentity } from './offline-identity';

export type SessionUser = UserDto;
export type Role = UserDto['role'];

export interface SessionState {
  readonly user: SessionUser | null;
  readonly accessToken: string | null;
}

/** The name the server gives the hint (SESSION_HINT_COOKIE in backend/src/auth/refresh-cookie.ts). */
export const SESSION_HINT_COOKIE = 'club_signed_in';

let state: SessionState = { user: null, accessToken: null };
const listeners = new Set<() => void>();
let inflightRefresh: Promise<string | null> | null = null;

function emit(next: SessionState): void {
  state = next;
  if (next.user) keepIdentity(next.user);
  else forgetIdentity();
  for (const listener of listeners) listener();
}

/** The current access token, or null when signed out (or not yet restored). */
export function getAccessToken(): string | null {
  return state.accessToken;
}

/** The signed-in user, or null. */
export function getSessionUser(): SessionUser | null {
  return state.user;
}

/** A stable snapshot for `useSyncExternalStore`. */
export function getSessionSnapshot(): SessionState {
  return state;
}

/** Called on every change of user or token; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Stores a session answered by login or refresh (`startSession` also ends another account's first). */
export function setSession(session: AuthSessionDto): void {
  emit({ user: session.user, accessToken: session.accessToken });
}

const endListeners = new Set<() => void>();

/** Called whenever a member's session ends here (the page then drops what it holds of them); answers the unsubscribe. */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

/** How a session ended: the member logged out (and was asked about unsent desk actions), or any other way. */
export type SessionEnd = 'logout' | 'ended';

/** Drops the member's data: what pages hold (the end listeners) and what the browser keeps. */
async function forgetMember(how: SessionEnd): Promise<void> {
  for (const listener of endListeners) listener();
  await clearStoredMemberData({ keepWaitingDeskActions: how !== 'logout' });
}

/**
 * Ends the session on this device, however it ended: a logout, a refresh the server refused (expired, revoked),
 * react-admin's sign-out on a 401. Nothing of the member stays but, unless they logged out, the desk actions not
 * sent yet, which wait for their admin (docs/adr/0056). Telling the server is the caller's (pending-logout.ts).
 */
export async function endSession(how: SessionEnd): Promise<void> {
  clearSession();
  await forgetMember(how);
}

/**
 * Stores a session answered by login or refresh. When it is another account's than the one last signed in here,
 * that one's session has ended: its data goes first, so the new account never sees it.
 */
export async function startSession(session: AuthSessionDto): Promise<void> {
  const before = state.user?.id ?? keptIdentity()?.id ?? null;
  if (before !== null && before !== session.user.id) {
    emit({ user: null, accessToken: null });
    await forgetMember('ended');
  }
  setSession(session);
}

/** Replaces the stored user (e.g. after the profile was edited) and keeps the token. */
export function updateSessionUser(user: SessionUser): void {
  if (state.accessToken === null) return;
  emit({ ...state, user });
}

/** Whether the browser holds a session the server may renew (false outside a browser: nobody is signed in). */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * Forgets the token and the user (the server-side logout is a separate call), and the hint with them: the
 * server clears it on logout and on a refused refresh too, but a page signed out here asks no more.
 */
export function clearSession(): void {
  if (hasSessionHint()) document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
  if (state.user !== null || state.accessToken !== null) emit({ user: null, accessToken: null });
  else forgetIdentity();
}

/**
 * Deletes everything of the member this browser keeps (offline/member-data.ts), loaded when first needed:
 * signing out is rare, and the first load of every page stays as small as it was. Signing out goes on when
 * some of it cannot be deleted; the console says what.
 */
export async function clearStoredMemberData(
  options: { keepWaitingDeskActions?: boolean } = {},
): Promise<void> {
  try {
    const { clearMemberData } = await import('../offline/member-data');
    await clearMemberData(options);
  } catch (error) {
    console.error(error);
  }
}

let refreshWhenOnlineAsked = false;

/** Refreshes once the browser is back online: the session started offline has no token yet. */
function refreshWhenOnline(): void {
  if (refreshWhenOnlineAsked || typeof window === 'undefined') return;
  refreshWhenOnlineAsked = true;
  window.addEventListener(
    'online',
    () => {
      refreshWhenOnlineAsked = false;
      void refreshSession();
    },
    { once: true },
  );
}

/** The server could not be reached: a page that knows nobody yet starts signed in as the member kept here. */
function continueOffline(): void {
  if (state.accessToken !== null) return;
  const kept = state.user ?? keptIdentity();
  if (kept === null) return;
  if (state.user === null) emit({ user: kept, accessToken: null });
  refreshWhenOnline();
}

async function doRefresh(): Promise<string | null> {
  // Without the session: a refresh that answers 401 must not itself refresh and retry.
  const { data, response } = await authRefresh({ client: anonymousClient });
  // Offline or server unreachable: we cannot tell, so keep what we have.
  if (!response) {
    continueOffline();
    return null;
  }
  if (response.ok && data) {
    await startSession(data);
    return data.accessToken;
  }
  if (response.status === 401 || response.status === 403) {
    // No cookie, expired, revoked or reused: signed out, and nothing of the member stays in this browser.
    await endSession('ended');
  }
  return null;
}

/**
 * Asks the server for a new access token using the refresh cookie. Concurrent callers share one
 * request (the server rotates the cookie, so two parallel refreshes would look like token reuse).
 * Resolves to the new token, or null when there is no valid session; without the session hint at once.
 */
export function refreshSession(): Promise<string | null> {
  if (!inflightRefresh && !hasSessionHint()) {
    clearSession();
    return Promise.resolve(null);
  }
  if (!inflightRefresh) {
    inflightRefresh = doRefresh().finally(() => {
      inflightRefresh = null;
    });
  }
  return inflightRefresh;
}
