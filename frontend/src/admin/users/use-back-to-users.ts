import { useCallback } from 'react';
import { useBasename, useNavigate } from 'react-admin';

/** Where the user forms go after saving or deleting: the dashboard's Users tab. */
export function useBackToUsers(): () => void {
  const navigate = useNavigate();
  const basename = useBasename();
  return useCallback(() => navigate(`${basename || '/'}?tab=users`), [navigate, basename]);
}
