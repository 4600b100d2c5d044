import { useCallback } from 'react';
import { useBasename, useNavigate } from 'react-admin';

/** Where the achievement forms go after saving or deleting: the dashboard's achievements tab. */
export function useBackToAchievements(): () => void {
  const navigate = useNavigate();
  const basename = useBasename();
  return useCallback(() => navigate(`${basename || '/'}?tab=achievements`), [navigate, basename]);
}
