import { tournamentsLiveAnswer, tournamentsMembersLiveAnswer } from '../../api/generated/sdk.gen';
import type { LiveTournamentDto } from '../../api/generated/types.gen';

/** The live answer and the ETag it came with, so the next poll can ask 'anything new?'. */
export interface LiveSnapshot {
  readonly live: LiveTournamentDto;
  readonly etag: string | null;
}

/** Who reads the live pages: members see family members' names, visitors a label ('Junior player 2'). */
export type LiveAudience = 'members' | 'public';

/**
 * Reads the live answer (the members' one for members), sending the last ETag as `If-None-Match`: the server answers 304 with no body
 * while nothing changed, and the snapshot we already hold stays (same object, so nothing re-renders).
 * A failure throws the API's error body, or the fetch's TypeError when the server is out of reach.
 */
export async function fetchLiveSnapshot(
  id: number,
  previous: LiveSnapshot | undefined,
  signal?: AbortSignal,
  audience: LiveAudience = 'public',
): Promise<LiveSnapshot> {
  const read = audience === 'members' ? tournamentsMembersLiveAnswer : tournamentsLiveAnswer;
  const { data, error, response } = await read({
    path: { id },
    headers: previous?.etag ? { 'If-None-Match': previous.etag } : undefined,
    signal,
  });
  if (previous && response?.status === 304) return previous;
  if (!response?.ok || !data) throw error ?? new TypeError('Failed to fetch');
  return { live: data, etag: response.headers.get('ETag') };
}
