import { useCallback } from 'react';
import { useBasename, useNavigate } from 'react-admin';

/** Where the event forms go after saving or deleting: the events manager. */
export function useBackToEvents(): () => void {
  const navigate = useNavigate();
  const basename = useBasename();
  return useCallback(() => navigate(`${basename}/events`), [navigate, basename]);
}
