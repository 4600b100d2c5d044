import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from './toast';
import { useAuth } from '../auth/useAuth';

export const LOGOUT_MESSAGE = 'Successfully logged out!';

/**
 * Signs out, says so, and goes to `to` (the header goes to /, the dashboard to /login). Offline, the page says
 * the server is still to be told (PendingLogoutNotice) instead of claiming it is done.
 */
export function useLogout(): (to?: string) => Promise<void> {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/') => {
      if ((await logout()) === 'told') toast.success(LOGOUT_MESSAGE);
      navigate(to);
    },
    [logout, toast, navigate],
  );
}
