import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { answerRequests, type Answer, type SeenRequest } from '../../../test/fake-network';
import { json } from '../../../test/api-mock';
import { makeMatch, makeTournament } from '../../../test/tournament-fixtures';
import { close } from './desk-store';
import type { ServerSnapshot } from './desk-types';

/** For the desk's tests: a server snapshot of round 2 of tournament 3, table 4 (Ash K. v Misty W.) playing. */
export function roundTwo(overrides: Partial<ServerSnapshot> = {}): ServerSnapshot {
  const player = (id: number, fullName: string) => ({
    id,
    name: fullName.replace(/ (\w)\w+$/, ' $1.'),
    fullName,
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
    ...overrides,
  };
}

/**
 * A fake server for the desk's two endpoints: `GET …/desk` answers `snapshot()`, `POST …/desk-actions` answers
 * `action(body)` (an Error is a network failure). Returns every request seen.
 */
export function deskServer(
  snapshot: () => ServerSnapshot,
  action: (body: Record<string, unknown>) => Answer,
  other: (request: SeenRequest) => Answer = () => json(404, { statusCode: 404, message: 'Not here' }),
): SeenRequest[] {
  return answerRequests((request) => {
    if (request.path === '/api/admin/tournaments/3/desk') return json(200, snapshot());
    if (request.path === '/api/admin/tournaments/3/desk-actions')
      return action(request.body as Record<string, unknown>);
    return other(request);
  });
}

export const applied = (body: Record<string, unknown>, replayed = false) =>
  json(200, { actionId: body.actionId, status: 'APPLIED', replayed });

/** A fresh, empty IndexedDB for each test (the store's connection let go of first). */
export async function freshIndexedDb(): Promise<void> {
  await close();
  globalThis.indexedDB = new IDBFactory();
}
