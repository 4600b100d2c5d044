import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth';
import { fetchLiveSnapshot, type LiveAudience, type LiveSnapshot } from './live-answer';
import { useKeepAnswer } from './use-keep-answer';

/** How often the live pages ask for news: a 304 costs the server almost nothing. */
export const LIVE_POLL_MS = 5000;

/** Every kept live answer of a tournament, whoever it was for (to invalidate them together). */
export const liveQueriesKey = (id: number) => ['tournament-live', id] as const;

/** Kept apart per audience, so signing in or out never shows the other audience's answer. */
export const liveQueryKey = (id: number, audience: LiveAudience) =>
  [...liveQueriesKey(id), audience] as const;

/**
 * A tournament's live answer (pairings, standings, the round's clock), kept fresh by polling with its ETag while the page is
 * open, also in a background tab (a projector's page is rarely focused). The last answer is kept on the device, so
 * a phone that loses the venue's network still shows it; polling goes on, and once the browser is back online
 * (TanStack's onlineManager) the answer is asked for again at once.
 */
export function useLiveTournament(id: number, { publicOnly = false }: { publicOnly?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { status, isApproved } = useAuth();
  // A hall's screen shows the public answer whoever is signed in on the machine driving it.
  const audience: LiveAudience = isApproved && !publicOnly ? 'members' : 'public';
  const queryKey = liveQueryKey(id, audience);
  const keep = useKeepAnswer(audience);
  return useQuery<LiveSnapshot>({
    ...keep,
    queryKey,
    queryFn: ({ signal }) =>
      fetchLiveSnapshot(id, queryClient.getQueryData<LiveSnapshot>(queryKey), signal, audience),
    // Once the session is known: a member's page asks once, for the answer that names everyone.
    enabled: id > 0 && (publicOnly || status !== 'loading'),
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
