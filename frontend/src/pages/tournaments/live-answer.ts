import { tournamentsLiveAnswer, tournamentsMembersLiveAnswer } from '../../api/generated/sdk.gen';
import type { LiveTournamentDto } from '../../api/generated/types.gen';
import { clockOffset } from '../../shared/server-clock';

/**
 * The live answer, the ETag it came with (so the next poll can ask 'anything new?'), and how far the server's
 * clock is ahead of this device's, measured when it came (the round clock counts from the server's time).
 */
export interface LiveSnapshot {
  readonly live: LiveTournamentDto;
  readonly etag: string | null;
  readonly offsetMs: number;
}

/** Snapshots whose offset this page measured: one kept on the device from an earlier visit is read afresh once. */
const measuredHere = new WeakSet<LiveSnapshot>();

/** Who reads the live pages: members see family members' names, visitors a label ('Junior player 2'). */
export type LiveAudience = 'members' | 'public';

/**
 * Reads the live answer (the members' one for members), sending the last ETag as `If-None-Match`: the server answers 304 with no body
 * while nothing changed, and the snapshot we already hold stays (same object, so nothing re-renders, and the
 * clock's offset measured then stands). Never from the browser's cache: its copy would carry an old `now`.
 * A failure throws the API's error body, or the fetch's TypeError when the server is out of reach.
 */
export async function fetchLiveSnapshot(
  id: number,
  previous: LiveSnapshot | undefined,
  signal?: AbortSignal,
  audience: LiveAudience = 'public',
): Promise<LiveSnapshot> {
  const read = audience === 'members' ? tournamentsMembersLiveAnswer : tournamentsLiveAnswer;
  // A snapshot from an earlier visit is shown at once, but its offset may be stale (the device's clock moved).
  const current = previous && measuredHere.has(previous) ? previous : undefined;
  const sentAt = Date.now();
  const { data, error, response } = await read({
    path: { id },
    headers: current?.etag ? { 'If-None-Match': current.etag } : undefined,
    cache: 'no-store',
    signal,
  });
  if (current && response?.status === 304) return current;
  if (!response?.ok || !data) throw error ?? new TypeError('Failed to fetch');
  const snapshot: LiveSnapshot = {
    live: data,
    etag: response.headers.get('ETag'),
    offsetMs: clockOffset(data.now, sentAt, Date.now()),
  };
  measuredHere.add(snapshot);
  return snapshot;
}
