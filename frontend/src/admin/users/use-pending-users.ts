import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, type Identifier } from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import type { AdminDataProvider } from '../dataProvider';
import { useAdminToast } from '../use-admin-toast';
import { isOnline } from '../../shared/connection';

/** Under the 'users' key, so invalidating 'users' refreshes pending, lists, counts and recent. */
export const PENDING_USERS_KEY = ['users', 'pending'] as const;

export interface PendingUsers {
  readonly users: readonly UserDto[];
  readonly isLoading: boolean;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly refresh: () => void;
  /** Users whose approve or reject request is running. */
  readonly busyIds: ReadonlySet<Identifier>;
  readonly approve: (user: UserDto) => Promise<void>;
  readonly reject: (user: UserDto) => Promise<void>;
}

/** A 4xx will answer the same again; a network or server failure gets one more try, unless offline. */
export const retryOnceOnServerError = (failures: number, error: unknown): boolean =>
  failures < 1 && !(error instanceof HttpError && error.status < 500) && isOnline();

/**
 * The pending applications and the two decisions on them. After each decision the pending list
 * and every user list are fetched again (spec 1 §7); the user's buttons stay disabled until then.
 */
export function usePendingUsers(): PendingUsers {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const toast = useAdminToast();
  const [busyIds, setBusyIds] = useState<ReadonlySet<Identifier>>(new Set());

  const query = useQuery({
    queryKey: PENDING_USERS_KEY,
    queryFn: () => dataProvider.getPendingUsers(),
    retry: retryOnceOnServerError,
  });

  const decide = useCallback(
    async (user: UserDto, call: () => Promise<unknown>, done: string, failed: string) => {
      setBusyIds((ids) => new Set(ids).add(user.id));
      try {
        await call();
        queryClient.setQueryData<UserDto[]>(PENDING_USERS_KEY, (users) =>
          users?.filter((u) => u.id !== user.id),
        );
        toast.success(done);
      } catch {
        toast.error(failed);
      }
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(user.id);
        return next;
      });
    },
    [queryClient, toast],
  );

  const approve = useCallback(
    (user: UserDto) =>
      decide(
        user,
        () => dataProvider.approveUser(user.id),
        'club.pending.approved',
        'club.pending.approveFailed',
      ),
    [decide, dataProvider],
  );
  const reject = useCallback(
    (user: UserDto) =>
      decide(
        user,
        () => dataProvider.rejectUser(user.id),
        'club.pending.rejected',
        'club.pending.rejectFailed',
      ),
    [decide, dataProvider],
  );
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  return {
    users: query.data ?? [],
    isLoading: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    refresh,
    busyIds,
    approve,
    reject,
  };
}
