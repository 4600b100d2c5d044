import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loginRequest, logoutRequest } from './auth-api';
import { AuthContext, type AuthContextValue, type LoginInput } from './useAuth';
import {
  clearSession,
  getAccessToken,
  getSessionSnapshot,
  refreshSession,
  setSession,
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
  const [restoring, setRestoring] = useState(true);
  const queryClient = useQueryClient();

  useEffect(() => {
    let live = true;
    // The refresh cookie is httpOnly: the only way to know whether we are signed in is to ask.
    const restore = getAccessToken() ? Promise.resolve(null) : refreshSession();
    void Promise.all([restore, wait(minLoadingMs)]).finally(() => {
      if (live) setRestoring(false);
    });
    return () => {
      live = false;
    };
  }, [minLoadingMs]);

  const login = useCallback(async ({ email, password, rememberMe }: LoginInput) => {
    const result = await loginRequest({ email, password, rememberMe });
    if (result.kind !== 'ok') return result;
    setSession(result.data);
    return { kind: 'ok' as const, data: result.data.user };
  }, []);

  const logout = useCallback(async () => {
    await logoutRequest();
    clearSession();
    queryClient.clear();
  }, [queryClient]);

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
