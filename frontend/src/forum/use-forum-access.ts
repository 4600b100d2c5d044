import { useAuth } from '../auth';

/**
 * What the signed-in member may do in the forum (spec 2 §6): authors change their own posts and comments,
 * admins any, and admins manage categories and pins. The role is compared case-insensitively, as the spec
 * says. The server checks all of it again; this only decides which buttons to show.
 */
export function useForumAccess() {
  const { user } = useAuth();
  const isAdmin = (user?.role ?? '').toUpperCase() === 'ADMIN';
  return {
    userId: user?.id ?? null,
    isAdmin,
    mayChange: (authorId: number) => isAdmin || user?.id === authorId,
  };
}
