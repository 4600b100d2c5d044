import { Navigate, useLocation } from 'react-router-dom';

/** /admin/dashboard: the prototype's address of the admin dashboard (/admin), with its `?tab=` kept. */
export function DashboardAlias() {
  const { search } = useLocation();
  return <Navigate to={`/admin${search}`} replace />;
}
