import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchLiveSnapshot, type LiveSnapshot } from './live-answer';

/** How often the live pages ask for news: a 304 costs the server almost nothing. */
export const LIVE_POLL_MS = 5000;

export const liveQueryKey = (id: number) => ['tournament-live', id] as const;

/**
 * A tournament's live answer (pairings, standings), kept fresh by polling with its ETag while the page is
 * open, also in a background tab (a projector's page is rarely focused).
 */
export function useLiveTournament(id: number) {
  const queryClient = useQueryClient();
  const queryKey = liveQueryKey(id);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchLiveSnapshot(id, queryClient.getQueryData<LiveSnapshot>(queryKey), signal),
    enabled: id > 0,
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
