import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUN_IN_TOM } from '@club/rules';
import { Role } from '../src/common/role.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * A tournament loaded from TOM's file is run in TOM (docs/adr/0063): the steps TOM owns are refused with a 409
 * that says so and change nothing, while the round clock stays the site's and survives TOM's next save. Its
 * players carry their Player ID, and the desk names them in full.
 */
let t: TestApp;
let admin: TestUser;
let id: number;

const FILE = readFileSync(join(import.meta.dirname, 'fixtures/tom/league-challenge-in-progress.tdf'), 'utf8');
/** TOM started round 1 at 10:24 (UK, 09:24 UTC); the restarted file, at 10:40. */
const RESTARTED = FILE.replaceAll('<starttime>09/01/2025 10:24:50', '<starttime>09/01/2025 10:40:00');

interface Player {
  id: number;
  name: string;
  fullName: string;
  playPokemonId: string | null;
  checkedIn: boolean;
}
interface Match {
  id: number;
  round: number;
  table: number | null;
  outcome: string | null;
  extraSeconds: number;
  playerB: object | null;
}
interface Desk {
  tournament: { tomId: string | null; currentRound: number; stage: string };
  players: Player[];
  matches: Match[];
  clock: {
    round: number;
    status: string;
    startedAt: string | null;
    pausedAt: string | null;
    extraSeconds: number;
  } | null;
}

const load = async (text: string) => {
  const response = await fetch(`${t.baseUrl}/api/admin/tournaments/tom`, {
    method: 'POST',
    headers: { ...admin.auth, 'content-type': 'application/xml' },
    body: text,
  });
  expect([200, 201]).toContain(response.status);
  return ((await response.json()) as { id: number }).id;
};
const desk = async () =>
  (await (await t.call(`/api/admin/tournaments/${id}/desk`, { headers: admin.auth })).json()) as Desk;
const deskAction = async (kind: string, fields: Record<string, unknown>) => {
  const response = await t.call(`/api/admin/tournaments/${id}/desk-actions`, {
    method: 'POST',
    headers: admin.auth,
    body: { actionId: randomUUID(), takenAt: new Date().toISOString(), kind, ...fields },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
/** The desk's view without the clock's instants: what a refused step must leave as it was. */
const state = async () => {
  const { tournament, players, matches } = await desk();
  return JSON.stringify({ tournament, players, matches });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN });
  id = await load(FILE);
});
afterAll(() => t.close());

describe('a tournament run in TOM', () => {
  it('is marked with TOM’s sanction id; its players carry their Player ID and full name for the desk', async () => {
    const { tournament, players } = await desk();
    expect(tournament.tomId).toBe('11-11-111111');
    const hau = players.find((player) => player.playPokemonId === '3873941');
    expect(hau).toMatchObject({ fullName: 'Hau Ketchum', name: 'Hau K.' });
    expect(players.every((player) => /^\d+$/.test(player.playPokemonId ?? ''))).toBe(true);
    const listed = (await (
      await t.call(`/api/tournaments/${id}/players`, { headers: admin.auth })
    ).json()) as Player[];
    expect(listed.find((player) => player.id === hau!.id)?.playPokemonId).toBe('3873941');
    const club = (await (await t.call('/api/tournaments')).json()) as { id: number; tomId: string | null }[];
    expect(club.find((listedOne) => listedOne.id === id)?.tomId).toBe('11-11-111111');
  });

  it('refuses the steps TOM owns with a 409 that says so, and changes nothing', async () => {
    const { players, matches } = await desk();
    const player = players.find((p) => p.checkedIn)!;
    const open = matches.find((match) => match.playerB !== null && match.outcome === null)!;
    const before = await state();
    const base = `/api/tournaments/${id}`;
    const calls: [string, string, object?][] = [
      ['PUT', base, { roundMinutes: 40 }],
      ['POST', `${base}/check-in`],
      ['POST', `${base}/players`, { userId: admin.user.id }],
      ['PUT', `${base}/players/${player.id}/check-in`, { checkedIn: false }],
      ['POST', `${base}/rounds`, { round: 2 }],
      ['PUT', `${base}/matches/${open.id}/result`, { outcome: 'A_WINS' }],
      ['POST', `${base}/players/${player.id}/drop`],
      ['POST', `${base}/finish`],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.call(path, { method, headers: admin.auth, body });
      expect({ call: `${method} ${path}`, status: response.status }).toEqual({
        call: `${method} ${path}`,
        status: 409,
      });
      expect(await response.json()).toMatchObject({ statusCode: 409, message: RUN_IN_TOM });
    }
    const desked: [string, Record<string, unknown>][] = [
      ['RESULT', { round: 1, table: open.table, outcome: 'A_WINS', expected: null }],
      ['CHECK_IN', { playerId: player.id, checkedIn: false }],
      ['DROP', { playerId: player.id }],
      ['PAIR_ROUND', { round: 2, pairings: [{ table: 1, playerA: players[0].id, playerB: players[1].id }] }],
    ];
    for (const [kind, fields] of desked) {
      const answer = await deskAction(kind, fields);
      expect(answer).toMatchObject({ status: 409, body: { status: 'REFUSED', message: RUN_IN_TOM } });
    }
    expect(await state()).toBe(before);
    expect(RUN_IN_TOM).toMatch(/^This tournament is run in TOM: /);
  });

  it('keeps the round clock the site’s: paused, extended and a table’s time survive TOM’s next save', async () => {
    expect((await desk()).clock).toMatchObject({ round: 1, startedAt: '2025-09-01T09:24:00.000Z' });
    const table = (await desk()).matches.find((match) => match.playerB !== null)!.table;
    for (const [kind, fields] of [
      ['PAUSE_CLOCK', { round: 1 }],
      ['EXTEND_ROUND', { round: 1, minutes: 5 }],
      ['TABLE_TIME', { round: 1, table, minutes: 3 }],
    ] as const) {
      expect(await deskAction(kind, fields)).toMatchObject({ status: 200, body: { status: 'APPLIED' } });
    }
    const paused = (await desk()).clock!;
    expect(paused).toMatchObject({ status: 'PAUSED', extraSeconds: 300 });

    await load(FILE);
    const kept = await desk();
    expect(kept.clock).toEqual(paused);
    expect(kept.matches.find((match) => match.table === table)?.extraSeconds).toBe(180);

    // TOM started the round anew since its last save: TOM's start wins, the site's extensions stay.
    await load(RESTARTED);
    const restarted = await desk();
    expect(restarted.clock).toMatchObject({
      status: 'RUNNING',
      startedAt: '2025-09-01T09:40:00.000Z',
      pausedAt: null,
      extraSeconds: 300,
    });
    expect(restarted.matches.find((match) => match.table === table)?.extraSeconds).toBe(180);
  });
});
