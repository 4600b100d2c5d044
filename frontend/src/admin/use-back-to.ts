import { useCallback } from 'react';
import { useBasename, useNavigate } from 'react-admin';

/** Where an admin form goes after saving or deleting: a page of the admin (e.g. 'releases'). */
export function useBackTo(page: string): () => void {
  const navigate = useNavigate();
  const basename = useBasename();
  return useCallback(() => navigate(`${basename}/${page}`), [navigate, basename, page]);
}
