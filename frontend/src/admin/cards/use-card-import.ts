import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import type { CardImportJobDto } from '../../api/generated/types.gen';
import { retryOnceOnServerError } from '../users/use-pending-users';
import { apiMessage } from '../use-admin-toast';
import { cardsApi, CARDS_KEYS } from './cards-api';
import { settleStaleImports } from './stale-imports';

/** How often a running import is asked for its progress. */
export const POLL_MS = 1000;

export interface CardImport {
  /** The import this page follows: the one started here, or one found running. */
  readonly job: CardImportJobDto | undefined;
  /** The followed import could not be read (and nothing was read before). */
  readonly jobFailed: boolean;
  readonly recent: {
    readonly jobs: readonly CardImportJobDto[] | undefined;
    readonly isPending: boolean;
    readonly isError: boolean;
  };
  /** An import is being started or runs: no other may start. */
  readonly busy: boolean;
  readonly starting: boolean;
  /** Why the last start was refused (the server's message for a 400 or 409), or null. */
  readonly startError: string | null;
  readonly start: (source: string) => void;
  readonly clearStartError: () => void;
}

/**
 * Starting a card import and following it: `adminCardsStart`, then
 * `adminCardsGet` every second while it runs. An import already running when
 * the page opens (another tab, another admin) is followed too. When it ends, the catalogue counts
 * and the recent imports are fetched again.
 */
export function useCardImport(fallbackStartError: string): CardImport {
  const queryClient = useQueryClient();
  const [followedId, setFollowedId] = useState<string | null>(null);

  const recent = useQuery({
    queryKey: CARDS_KEYS.recent,
    queryFn: async () => settleStaleImports(await cardsApi.recentImports(), Date.now()),
    retry: retryOnceOnServerError,
  });

  // Follow an import found running; keep following it after it ends, to show its outcome.
  const runningId = recent.data?.find((job) => job.status === 'running')?.id ?? null;
  if (runningId !== null && followedId === null) setFollowedId(runningId);

  const job = useQuery({
    queryKey: CARDS_KEYS.job(followedId ?? ''),
    queryFn: () => cardsApi.importJob(followedId ?? ''),
    enabled: followedId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    retry: retryOnceOnServerError,
  });

  const status = followedId === null ? undefined : job.data?.status;
  useEffect(() => {
    if (status !== 'succeeded' && status !== 'failed') return;
    void queryClient.invalidateQueries({ queryKey: CARDS_KEYS.health });
    void queryClient.invalidateQueries({ queryKey: CARDS_KEYS.recent });
  }, [status, followedId, queryClient]);

  const starter = useMutation({
    mutationFn: (source: string) => cardsApi.startImport(source),
    onSuccess: (started) => {
      queryClient.setQueryData(CARDS_KEYS.job(started.id), started);
      setFollowedId(started.id);
      void queryClient.invalidateQueries({ queryKey: CARDS_KEYS.recent });
    },
    onError: (error) => {
      // 409: another import runs; the recent list shows it and the page follows it.
      if (error instanceof HttpError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: CARDS_KEYS.recent });
      }
    },
  });

  const { mutate, reset } = starter;
  const start = useCallback(
    (source: string) => {
      setFollowedId(null);
      mutate(source.trim());
    },
    [mutate],
  );

  const followed = followedId === null ? undefined : job.data;
  return {
    job: followed,
    jobFailed: followedId !== null && job.isError && !job.data,
    recent: { jobs: recent.data, isPending: recent.isPending, isError: recent.isError },
    busy: starter.isPending || followed?.status === 'running' || runningId !== null,
    starting: starter.isPending,
    startError: starter.isError ? (apiMessage(starter.error) ?? fallbackStartError) : null,
    start,
    clearStartError: reset,
  };
}
