import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http } from 'msw';
import { network, type Answer } from '../../test/fake-network';
import { json } from '../../test/api-mock';
import { makeMatch, makeTournament } from '../../test/tournament-fixtures';
import { close } from '../../offline/desk-store';
import type { ServerSnapshot } from '../../offline/desk-types';

/** For the desk's tests: a server snapshot of round 2 of tournament 3, table 4 (Ash K. v Misty W.) playing. */
/** The admin the tests sign in as (makeUser('ADMIN')), as the desk records who queued an action. */
export const ORGANISER = { id: 1, name: 'Misty Ketchum' };

export function roundTwo(overrides: Partial<ServerSnapshot> = {}): ServerSnapshot {
  const player = (id: number, fullName: string) => ({
    id,
    name: `${fullName.split(' ')[0]} ${fullName.split(' ')[1][0]}.`,
    fullName,
    playPokemonId: String(5_150_000 + id),
    division: 'MASTERS' as const,
    userId: id,
    familyMemberId: null,
    birthYear: null,
    checkedIn: true,
    joinedRound: 1,
    droppedAfterRound: null,
    hasDeckList: true,
    place: null,
  });
  return {
    tournament: makeTournament({ stage: 'SWISS', currentRound: 2, plannedRounds: { MASTERS: 3 } }),
    players: [player(41, 'Ash Ketchum'), player(42, 'Misty Waterflower')],
    matches: [makeMatch()],
    settledAt: '2026-12-05T11:00:00.000Z',
    clock: {
      round: 2,
      stage: 'SWISS',
      status: 'NOT_STARTED',
      minutes: 50,
      startedAt: null,
      pausedAt: null,
      pausedSeconds: 0,
      extraSeconds: 0,
      endsAt: null,
      remainingSeconds: 3000,
    },
    ...overrides,
  };
}

/** A request the fake desk server saw. */
export interface DeskRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/**
 * A fake server for the desk's two endpoints only (other requests go on to the test's other fakes): `GET …/desk`
 * answers `snapshot()`, `POST …/desk-actions` answers `action(body)` (an Error is a network failure). Returns
 * every request seen.
 */
export function deskServer(
  snapshot: () => ServerSnapshot | Error,
  action: (body: Record<string, unknown>) => Answer | Promise<Answer>,
  tournamentId = 3,
): DeskRequest[] {
  const seen: DeskRequest[] = [];
  const reply = (answer: Answer) => (answer instanceof Error ? Response.error() : answer);
  network.use(
    http.get(`*/api/admin/tournaments/${tournamentId}/desk`, ({ request }) => {
      seen.push({ method: 'GET', path: new URL(request.url).pathname, body: undefined });
      const answer = snapshot();
      return reply(answer instanceof Error ? answer : json(200, answer));
    }),
    http.post(`*/api/admin/tournaments/${tournamentId}/desk-actions`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.push({ method: 'POST', path: new URL(request.url).pathname, body });
      return reply(await action(body));
    }),
  );
  return seen;
}

export const applied = (body: Record<string, unknown>, replayed = false) =>
  json(200, { actionId: body.actionId, status: 'APPLIED', replayed });

/** A fresh, empty IndexedDB for each test (the store's connection let go of first). */
export async function freshIndexedDb(): Promise<void> {
  await close();
  globalThis.indexedDB = new IDBFactory();
}
