import { useGetIdentity } from 'react-admin';

/**
 * Whether `userId` is the admin using the page: the server refuses to delete or demote one's own
 * account, so the page does not offer it.
 */
export function useIsSignedInUser(userId: number | undefined): boolean {
  const { identity } = useGetIdentity();
  return userId !== undefined && identity?.id === userId;
}
