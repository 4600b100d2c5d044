import type { ReactNode } from 'react';
import { Layout, Loading, usePermissions } from 'react-admin';
import { AccessDenied } from '../../shared/AccessDenied';
import { isAdminRole, type Role } from '../roles';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';
import { PermissionsError } from './PermissionsError';

/**
 * react-admin's layout, shown to admins only. Anyone else signed in gets the 'Access Denied' page
 * in place of every admin route (no redirect, so no loop), whatever the server answers later.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { permissions, isPending, error, refetch } = usePermissions<Role>();
  if (isPending) return <Loading />;
  if (error) return <PermissionsError onRetry={() => void refetch()} />;
  if (!isAdminRole(permissions)) return <AccessDenied />;
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
