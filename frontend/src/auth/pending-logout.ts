/**
 * A logout the server has not heard of yet. Signing out always works on the device at once; when the logout call
 * cannot reach the server (offline), the session there is still alive and the refresh cookie (httpOnly, which
 * only the server can clear) still in the browser. This remembers that, says so on the page, and sends the call
 * as soon as the connection returns, or before anyone signs in again (docs/adr/0056).
 */
import { logoutRequest } from './auth-api';

/** Not a `club-member-` name: clearing the member's data must not forget that the server is still to be told. */
export const PENDING_LOGOUT_KEY = 'club-logout-pending';

export const PENDING_LOGOUT_MESSAGE =
  'Signed out on this device; the server will be told when you are back online';

const listeners = new Set<() => void>();

function stored(): boolean {
  try {
    return localStorage.getItem(PENDING_LOGOUT_KEY) !== null;
  } catch {
    return false;
  }
}

let pending = typeof localStorage === 'undefined' ? false : stored();

function setPending(next: boolean): void {
  try {
    if (next) localStorage.setItem(PENDING_LOGOUT_KEY, '1');
    else localStorage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // Storage refused (a private window): the notice still shows until this page closes.
  }
  if (pending === next) return;
  pending = next;
  for (const listener of listeners) listener();
}

/** Whether a logout waits to be sent (for `useSyncExternalStore`). */
export function isLogoutPending(): boolean {
  return pending;
}

export function subscribePendingLogout(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Sends the logout; answers whether the server heard it. No answer, or a server fault, leaves it pending. */
async function send(): Promise<boolean> {
  // Remembered before it is sent: a page left or closed mid-call still owes the server its logout.
  setPending(true);
  const result = await logoutRequest();
  const heard = result.kind === 'ok' || (result.kind === 'rejected' && result.status < 500);
  setPending(!heard);
  if (!heard) whenOnline();
  return heard;
}

let waiting = false;

function whenOnline(): void {
  if (waiting || typeof window === 'undefined') return;
  waiting = true;
  window.addEventListener(
    'online',
    () => {
      waiting = false;
      void flushPendingLogout();
    },
    { once: true },
  );
}

/** Ends the session on the server: now, or (offline) once the connection returns. Answers whether it is done. */
export async function logoutOnServer(): Promise<'told' | 'pending'> {
  return (await send()) ? 'told' : 'pending';
}

let flushing: Promise<void> | null = null;

/** Sends a logout that waits (at start, back online, before a sign-in); nothing when none waits. */
export function flushPendingLogout(): Promise<void> {
  if (!pending) return Promise.resolve();
  flushing ??= send()
    .then(() => undefined)
    .finally(() => (flushing = null));
  return flushing;
}

/** At start: a logout left from an earlier visit is sent now, or once the browser is online. */
export function watchPendingLogout(): void {
  pending = stored();
  if (!pending) return;
  if (typeof navigator !== 'undefined' && !navigator.onLine) whenOnline();
  else void flushPendingLogout();
}
