import { Navigate, useParams } from 'react-router-dom';
import { useBasename } from 'react-admin';
import type { DashboardTab } from './dashboard-tabs';

/**
 * react-admin's own addresses of a resource's add and edit views (/admin/users/create, /admin/users/12) for a
 * resource whose list is a tab of the dashboard: they open its dialog there (/admin?tab=users&user=12), so a
 * link written either way opens the same modal over the same list (docs/adr/0067).
 */
export function dashboardDialogRedirects(tab: DashboardTab, param: string) {
  function to(basename: string, target: string): string {
    return `${basename || '/'}?${new URLSearchParams({ tab, [param]: target })}`;
  }
  function CreateRedirect() {
    return <Navigate to={to(useBasename(), 'create')} replace />;
  }
  function EditRedirect() {
    const { id = '' } = useParams();
    return <Navigate to={to(useBasename(), id)} replace />;
  }
  return { create: CreateRedirect, edit: EditRedirect };
}
