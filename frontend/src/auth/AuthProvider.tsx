import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loginRequest } from './auth-api';
import { flushPendingLogout, isLogoutPending, logoutOnServer, watchPendingLogout } from './pending-logout';
import { AuthContext, type AuthContextValue, type LoginInput } from './useAuth';
import {
  endSession,
  getAccessToken,
  getSessionSnapshot,
  hasSessionHint,
  onSessionEnd,
  refreshSession,
  startSession,
  subscribeSession,
} from './session';

/** The spec keeps the start-up loading state for at least this long, so it never flickers. */
export const MIN_AUTH_LOADING_MS = 100;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function AuthProvider({
  children,
  minLoadingMs = MIN_AUTH_LOADING_MS,
}: {
  children: ReactNode;
  minLoadingMs?: number;
}) {
  const session = useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
  // The refresh cookie is httpOnly: with the server's hint that it exists (and no token yet), ask for a token.
  // Without the hint there is nothing to restore, and the visitor is signed out from the first render.
  // A logout this device still owes the server is sent first: its session is never restored.
  const [restoring, setRestoring] = useState(
    () => getAccessToken() === null && hasSessionHint() && !isLogoutPending(),
  );
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!restoring) return;
    let live = true;
    void Promise.all([refreshSession(), wait(minLoadingMs)]).finally(() => {
      if (live) setRestoring(false);
    });
    return () => {
      live = false;
    };
  }, [restoring, minLoadingMs]);

  // However a session ends (a logout, a refused refresh, another account signing in), its answers go.
  useEffect(() => onSessionEnd(() => queryClient.clear()), [queryClient]);
  // A logout made offline (or left mid-call) on an earlier visit: signed out here, and the server told now or
  // once the browser is back online.
  useEffect(() => {
    if (isLogoutPending()) void endSession('logout');
    watchPendingLogout();
  }, []);

  const login = useCallback(async ({ email, password, rememberMe }: LoginInput) => {
    // A session this device signed out of offline ends on the server before another starts.
    await flushPendingLogout();
    const result = await loginRequest({ email, password, rememberMe });
    if (result.kind !== 'ok') return result;
    await startSession(result.data);
    return { kind: 'ok' as const, data: result.data.user };
  }, []);

  // Signed out here even when the server cannot be reached (then it is told once back online); nothing of the
  // member stays in the browser.
  const logout = useCallback(async () => {
    const told = await logoutOnServer();
    await endSession('logout');
    return told;
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const user = session.user;
    return {
      status: restoring ? 'loading' : user ? 'signed-in' : 'signed-out',
      user,
      isAdmin: user?.role === 'ADMIN',
      isPending: user?.role === 'PENDING',
      isApproved: user?.role === 'ADMIN' || user?.role === 'MEMBER',
      login,
      logout,
    };
  }, [session.user, restoring, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
