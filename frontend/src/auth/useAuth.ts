import { createContext, useContext } from 'react';
import type { SessionUser } from './session';
import type { CallResult } from './auth-api';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface AuthContextValue {
  /** 'loading' while a session is being restored at start (at least 100 ms); none to restore: never. */
  readonly status: AuthStatus;
  readonly user: SessionUser | null;
  readonly isAdmin: boolean;
  readonly isPending: boolean;
  /** ADMIN or MEMBER: may use the members' area. */
  readonly isApproved: boolean;
  /** Signs in; on success the session is stored and `user` is set. */
  login(input: LoginInput): Promise<CallResult<SessionUser>>;
  /**
   * Forgets the session here and ends it on the server: 'told', or 'pending' when the server could not be
   * reached (it is told once the browser is back online: pending-logout.ts). Does not navigate.
   */
  logout(): Promise<'told' | 'pending'>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user and the login/logout actions. Must be used inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}
