import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';

/** /admin/achievements: the table lives on the dashboard's achievements tab. */
export function AchievementsRedirect() {
  const basename = useBasename();
  return <Navigate to={`${basename || '/'}?tab=achievements`} replace />;
}
