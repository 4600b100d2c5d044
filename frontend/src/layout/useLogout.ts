import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from './toast';
import { useAuth } from '../auth/useAuth';

export const LOGOUT_MESSAGE = 'Successfully logged out!';

/** Signs out, says so, and goes to `to` (the header goes to /, the dashboard to /login). */
export function useLogout(): (to?: string) => Promise<void> {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/') => {
      await logout();
      toast.success(LOGOUT_MESSAGE);
      navigate(to);
    },
    [logout, toast, navigate],
  );
}
