import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { LoginScreen } from './LoginScreen';
import { PendingNotice } from './PendingNotice';
import { useAuth } from '../../auth/useAuth';

/**
 * Guards the members' pages: a loading indicator while the session is restored, the login screen in
 * place when signed out (after login the user stays on this page), the pending notice for PENDING
 * users. The server enforces the same rules on every call; this is only what the user sees.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, user, isPending } = useAuth();
  if (status === 'loading') return <LoadingScreen inline />;
  if (!user) return <LoginScreen />;
  if (isPending) return <PendingNotice />;
  return <>{children ?? <Outlet />}</>;
}
