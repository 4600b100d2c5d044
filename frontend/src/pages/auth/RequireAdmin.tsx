import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../layout/LoadingScreen';
import { LoginScreen } from './LoginScreen';
import { AccessDenied } from '../../shared/AccessDenied';
import { PendingNotice } from './PendingNotice';
import { useAuth } from '../../auth/useAuth';

/**
 * Guards the admin area: like RequireAuth, and a signed-in non-admin sees 'Access Denied'.
 * `frame` wraps everything except the admin content itself (the admin app has its own layout, the
 * notices are shown inside the site's header and footer).
 */
export function RequireAdmin({
  children,
  frame: Frame,
}: {
  children?: ReactNode;
  frame?: ComponentType<{ children: ReactNode }>;
}) {
  const { status, user, isPending, isAdmin } = useAuth();
  const framed = (node: ReactNode) => (Frame ? <Frame>{node}</Frame> : node);
  if (status === 'loading') return <LoadingScreen />;
  if (!user) return framed(<LoginScreen />);
  if (isPending) return framed(<PendingNotice />);
  if (!isAdmin) return framed(<AccessDenied />);
  return <>{children ?? <Outlet />}</>;
}
