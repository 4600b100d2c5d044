import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import { Role } from '../src/common/role.js';
import { TournamentDeskAction } from '../src/tournaments/tournament-desk-action.entity.js';
import { independentStandings } from './support/independent-standings.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * The organiser's desk offline (issue 27), through the API on a real database: nine members play; the desk's
 * queued actions (check-ins, results, a drop, rounds as announced at the venue) are taken once each, replays
 * answer `replayed: true` and change nothing, a result that meets a different one online is a CONFLICT showing
 * both sides, an announced round is stored exactly when legal and refused with its reason when not, and the
 * standings after a replayed day equal the independent computation (test/support/independent-standings.ts).
 */

interface Match {
  id: number;
  round: number;
  table: number | null;
  playerA: { playerId: number; name: string };
  playerB: { playerId: number; name: string } | null;
  outcome: string | null;
  reportedOutcome: string | null;
}
interface Player {
  id: number;
  userId: number | null;
  fullName: string;
  checkedIn: boolean;
  joinedRound: number;
  droppedAfterRound: number | null;
}
interface Snapshot {
  tournament: { id: number; stage: string; currentRound: number };
  players: Player[];
  matches: Match[];
  settledAt: string;
}
interface LogEntry {
  matchId: number;
  action: string;
  outcome: string;
  by: string | null;
  at: string;
}
interface Pairing {
  table: number | null;
  playerA: number;
  playerB: number | null;
}
interface Answer {
  statusCode?: number;
  message?: string;
  actionId?: string;
  status?: string;
  replayed?: boolean;
  conflict?: {
    round: number;
    table: number;
    online: { outcome: string | null; reportedOutcome: string | null; by: string | null };
    desk: { outcome: string };
  };
}

let t: TestApp;
let admin: TestUser;
const members: TestUser[] = [];
let tournamentId: number;
/** Player ids in entry order (members[i] plays as players[i]). */
let players: number[] = [];
/** Every action the desk sent, in order, with the answer it got: the day replayed at the end. */
const sent: { action: Record<string, unknown>; status: number; body: Answer }[] = [];

async function json<T>(answer: Response | Promise<Response>, status = 200): Promise<T> {
  const response = await answer;
  const body = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${body}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

const deskPath = (id = tournamentId) => `/api/admin/tournaments/${id}/desk-actions`;
const snapshot = () =>
  json<Snapshot>(t.call(`/api/admin/tournaments/${tournamentId}/desk`, { headers: admin.auth }));
const resultsLog = () =>
  json<LogEntry[]>(t.call(`/api/tournaments/${tournamentId}/results-log`, { headers: admin.auth }));
const remembered = () => t.em().count(TournamentDeskAction, {});

/** What the server asks PostgreSQL while `act` runs: every statement, and the transactions begun (not savepoints). */
async function statementsDuring(act: () => Promise<void>): Promise<{ sql: string[]; transactions: number }> {
  const connection = t.app.get(MikroORM).em.getConnection();
  const execute = jest.spyOn(connection, 'execute');
  const begin = jest.spyOn(connection, 'begin');
  try {
    await act();
    return {
      sql: execute.mock.calls.map(([query]) => String(query)),
      transactions: begin.mock.calls.filter(([options]) => !options?.ctx).length,
    };
  } finally {
    execute.mockRestore();
    begin.mockRestore();
  }
}

/** An action as the desk makes it, taken a minute ago (offline). */
function action(kind: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { actionId: randomUUID(), takenAt: new Date(Date.now() - 60_000).toISOString(), kind, ...fields };
}

async function send(
  body: Record<string, unknown>,
  id = tournamentId,
  server = t,
): Promise<{ status: number; body: Answer }> {
  const response = await server.call(deskPath(id), { method: 'POST', headers: admin.auth, body });
  const answer = { status: response.status, body: (await response.json()) as Answer };
  if (id === tournamentId) sent.push({ action: body, ...answer });
  return answer;
}

async function applied(body: Record<string, unknown>, server = t): Promise<void> {
  const answer = await send(body, tournamentId, server);
  expect(answer).toEqual({
    status: 200,
    body: { actionId: body.actionId, status: 'APPLIED', replayed: false },
  });
}

const tablesOf = (matches: Match[], round: number): Pairing[] =>
  matches
    .filter((match) => match.round === round)
    .map((match) => ({
      table: match.table,
      playerA: match.playerA.playerId,
      playerB: match.playerB?.playerId ?? null,
    }))
    .sort((x, y) => (x.table ?? 999) - (y.table ?? 999));

/** A pairing of `ids` (even) with no two who have met, found by trying, independent of the app's pairing. */
function withoutRematch(ids: number[], met: Set<string>): [number, number][] | null {
  if (!ids.length) return [];
  const [first, ...rest] = ids;
  for (const other of rest) {
    if (met.has(`${first}-${other}`)) continue;
    const remaining = withoutRematch(
      rest.filter((id) => id !== other),
      met,
    );
    if (remaining) return [[first, other], ...remaining];
  }
  return null;
}

function metPairs(matches: Match[]): Set<string> {
  const met = new Set<string>();
  for (const match of matches) {
    if (!match.playerB) continue;
    met.add(`${match.playerA.playerId}-${match.playerB.playerId}`);
    met.add(`${match.playerB.playerId}-${match.playerA.playerId}`);
  }
  return met;
}

const nameOf = (snap: Snapshot, id: number) => snap.players.find((player) => player.id === id)!.fullName;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN, email: 'desk@example.com', firstName: 'Olive' });
  for (let index = 0; index < 9; index++) {
    members.push(await t.newUser({ email: `desk-player${index}@example.com`, firstName: `Player${index}` }));
  }
  const date = new Date(Date.now() + 10 * 24 * 3_600_000);
  const event = await json<{ id: number }>(
    t.call('/api/events', {
      method: 'POST',
      headers: admin.auth,
      body: { title: 'Offline Challenge', date: date.toISOString(), type: 'TOURNAMENT' },
    }),
    201,
  );
  const tournament = await json<{ id: number }>(
    t.call('/api/tournaments', {
      method: 'POST',
      headers: admin.auth,
      body: {
        eventId: event.id,
        format: 'standard',
        bestOf: 3,
        roundMinutes: 50,
        divisionsApart: false,
        topCut: false,
        deckListDeadline: new Date(date.getTime() - 3_600_000).toISOString(),
      },
    }),
    201,
  );
  tournamentId = tournament.id;
  for (const member of members) {
    await json(
      t.call(`/api/events/${event.id}/register`, { method: 'POST', headers: member.auth, body: {} }),
    );
  }
  const started = await json<{ players: Player[] }>(
    t.call(`/api/tournaments/${tournamentId}/check-in`, { method: 'POST', headers: admin.auth }),
  );
  players = members.map((member) => started.players.find((p) => p.userId === member.user.id)!.id);
}, 60_000);
afterAll(() => t.close());

describe('the desk’s snapshot and actions', () => {
  it('are for admins only: visitors 401, members 403, an unknown tournament 404', async () => {
    const snapshotPath = `/api/admin/tournaments/${tournamentId}/desk`;
    const body = action('CHECK_IN', { playerId: players[0], checkedIn: true });
    expect((await t.call(snapshotPath)).status).toBe(401);
    expect((await t.call(deskPath(), { method: 'POST', body })).status).toBe(401);
    expect((await t.call(snapshotPath, { headers: members[0].auth })).status).toBe(403);
    expect((await t.call(deskPath(), { method: 'POST', headers: members[0].auth, body })).status).toBe(403);
    expect((await t.call(deskPath(999_999), { method: 'POST', headers: admin.auth, body })).status).toBe(404);
    expect(await remembered()).toBe(0);
    const snap = await snapshot();
    expect(snap.tournament).toMatchObject({ id: tournamentId, stage: 'CHECK_IN', currentRound: 0 });
    expect(snap.players).toHaveLength(9);
    expect(Date.parse(snap.settledAt)).toBeLessThanOrEqual(Date.now());
  });

  it('checks players in once: a replay answers replayed and changes nothing', async () => {
    const first = action('CHECK_IN', { playerId: players[0], checkedIn: true });
    await applied(first);
    for (const player of players.slice(1))
      await applied(action('CHECK_IN', { playerId: player, checkedIn: true }));
    expect((await snapshot()).players.every((player) => player.checkedIn)).toBe(true);

    // The organiser checks the first player out online; the desk's old check-in, sent again, does nothing.
    await json(
      t.call(`/api/tournaments/${tournamentId}/players/${players[0]}/check-in`, {
        method: 'PUT',
        headers: admin.auth,
        body: { checkedIn: false },
      }),
    );
    expect(await send(first)).toEqual({
      status: 200,
      body: { actionId: first.actionId, status: 'APPLIED', replayed: true },
    });
    expect((await snapshot()).players.find((player) => player.id === players[0])!.checkedIn).toBe(false);
    await applied(action('CHECK_IN', { playerId: players[0], checkedIn: true }));
  });

  it('refuses an action id reused for a different action or another tournament', async () => {
    const first = sent[0].action;
    const before = await snapshot();
    const count = await remembered();
    const changed = await send({ ...first, checkedIn: false });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ actionId: first.actionId, status: 'REFUSED' });
    expect(changed.body.message).toMatch(/already used for a different action/);
    const other = await json<{ id: number }>(
      t.call('/api/events', {
        method: 'POST',
        headers: admin.auth,
        body: {
          title: 'Another day',
          date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
          type: 'TOURNAMENT',
        },
      }),
      201,
    );
    const otherTournament = await json<{ id: number }>(
      t.call('/api/tournaments', {
        method: 'POST',
        headers: admin.auth,
        body: {
          eventId: other.id,
          format: 'standard',
          bestOf: 3,
          roundMinutes: 50,
          divisionsApart: false,
          topCut: false,
          deckListDeadline: new Date(Date.now() + 19 * 86_400_000).toISOString(),
        },
      }),
      201,
    );
    const elsewhere = await send(first, otherTournament.id);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toMatchObject({ actionId: first.actionId, status: 'REFUSED' });
    expect(await remembered()).toBe(count);
    expect({ ...(await snapshot()), settledAt: '' }).toEqual({ ...before, settledAt: '' });

    // One new id sent to both tournaments at the same moment: the first taken keeps it.
    const both = action('CHECK_IN', { playerId: players[1], checkedIn: true });
    const answers = await Promise.all([send(both), send(both, otherTournament.id)]);
    const reused = answers.filter((answer) => answer.body.message?.includes('already used'));
    expect(reused).toHaveLength(1);
    expect(reused[0]).toMatchObject({ status: 409, body: { actionId: both.actionId, status: 'REFUSED' } });
    expect(await remembered()).toBe(count + 1);
  });

  it('stores round 1 as announced, once, when the same action arrives three times at once', async () => {
    const announced: Pairing[] = [
      { table: 1, playerA: players[0], playerB: players[1] },
      { table: 2, playerA: players[2], playerB: players[3] },
      { table: 3, playerA: players[4], playerB: players[5] },
      { table: 4, playerA: players[6], playerB: players[7] },
      { table: null, playerA: players[8], playerB: null },
    ];
    const pair = action('PAIR_ROUND', { round: 1, pairings: announced });
    const answers = await Promise.all([send(pair), send(pair), send(pair)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.replayed).sort()).toEqual([false, true, true]);
    const snap = await snapshot();
    expect(snap.tournament).toMatchObject({ stage: 'SWISS', currentRound: 1 });
    expect(tablesOf(snap.matches, 1)).toEqual(announced);
  });

  it('enters results once, logged at the time the organiser acted; replays and parallel duplicates do nothing twice', async () => {
    const round1 = (await snapshot()).matches.filter((match) => match.round === 1 && match.playerB);
    const takenAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const results = round1.map((match) =>
      action('RESULT', { round: 1, table: match.table, outcome: 'A_WINS', expected: null, takenAt }),
    );
    // One transaction holding one lock (docs/adr/0050): the tournament's row, with its event's as every
    // tournament write takes it, and no table's.
    const first = await statementsDuring(() => applied(results[0]));
    expect(first.transactions).toBe(1);
    expect(first.sql.filter((sql) => /\bfor update\b/i.test(sql))).toEqual([
      expect.stringMatching(/\bfrom "tournaments"/),
      expect.stringMatching(/\bfrom "events"/),
    ]);
    for (const result of results.slice(1, 3)) await applied(result);
    const twice = await Promise.all([send(results[3]), send(results[3])]);
    expect(twice.map((answer) => answer.body.replayed).sort()).toEqual([false, true]);
    expect(await send(results[0])).toEqual({
      status: 200,
      body: { actionId: results[0].actionId, status: 'APPLIED', replayed: true },
    });
    const log = await resultsLog();
    expect(log).toHaveLength(4);
    expect(log.every((entry) => entry.action === 'ENTERED' && entry.at === takenAt)).toBe(true);
    expect(log.every((entry) => entry.by === 'Olive Tester')).toBe(true);
    const snap = await snapshot();
    expect(
      snap.matches.filter((match) => match.round === 1).every((match) => match.outcome === 'A_WINS'),
    ).toBe(true);
  });

  it('stores a legal round 2 exactly as announced, though the server would pair it otherwise', async () => {
    // The server gives the bye to the lowest-ranked player without one (a loser of round 1); the venue gave it
    // to players[0], a winner who has not had one, and put the losers on the top tables: legal.
    const announced: Pairing[] = [
      { table: 1, playerA: players[1], playerB: players[3] },
      { table: 2, playerA: players[5], playerB: players[7] },
      { table: 3, playerA: players[2], playerB: players[4] },
      { table: 4, playerA: players[6], playerB: players[8] },
      { table: null, playerA: players[0], playerB: null },
    ];
    await applied(action('PAIR_ROUND', { round: 2, pairings: announced }));
    const snap = await snapshot();
    expect(snap.tournament.currentRound).toBe(2);
    expect(tablesOf(snap.matches, 2)).toEqual(announced);
    const [first, ...rest] = snap.matches
      .filter((m) => m.round === 2 && m.playerB)
      .map((match) => action('RESULT', { round: 2, table: match.table, outcome: 'B_WINS', expected: null }));
    await applied(first);
    // The server restarts after taking the first result, before the desk hears its answer. The restarted server
    // (nothing in memory, the same database) answers the desk's retry as replayed and takes the rest of the queue.
    const restarted = await createTestApp({}, { replicaOf: t });
    try {
      expect(await send(first, tournamentId, restarted)).toEqual({
        status: 200,
        body: { actionId: first.actionId, status: 'APPLIED', replayed: true },
      });
      for (const result of rest) await applied(result, restarted);
    } finally {
      await restarted.close();
    }
    expect((await resultsLog()).filter((entry) => entry.outcome === 'B_WINS')).toHaveLength(4);
  });

  it('drops a player once', async () => {
    const drop = action('DROP', { playerId: players[7] });
    await applied(drop);
    expect((await send(drop)).body.replayed).toBe(true);
    const dropped = (await snapshot()).players.find((player) => player.id === players[7])!;
    expect(dropped.droppedAfterRound).toBe(2);
  });

  it('refuses an illegal round 3 with the rule and the players it breaks, and changes nothing', async () => {
    const before = await snapshot();
    const active = players.filter((id) => id !== players[7]);
    const legal = withoutRematch(active, metPairs(before.matches))!;
    const tables = (pairs: [number, number][]): Pairing[] =>
      pairs.map(([a, b], index) => ({ table: index + 1, playerA: a, playerB: b }));
    const rematch = withoutRematch(
      active.filter((id) => id !== players[0] && id !== players[1]),
      metPairs(before.matches),
    )!;
    const name = (id: number) => nameOf(before, id);
    const cases: [string, Pairing[], RegExp][] = [
      [
        'a rematch a pairing without one avoids',
        tables([[players[0], players[1]], ...rematch]),
        new RegExp(`${name(players[0])} and ${name(players[1])} have already played each other`),
      ],
      [
        'a player twice',
        tables([...legal.slice(0, 3), [legal[3][0], legal[0][0]]]),
        new RegExp(`${name(legal[0][0])} is paired twice`),
      ],
      [
        'a dropped player',
        tables([...legal.slice(0, 3), [legal[3][0], players[7]]]),
        new RegExp(`${name(players[7])} does not play round 3`),
      ],
      [
        'a player left out',
        [...tables(legal.slice(0, 3)), { table: null, playerA: legal[3][1], playerB: null }],
        new RegExp(`${name(legal[3][0])} is not paired`),
      ],
      [
        'two byes',
        [
          ...tables(legal.slice(0, 3)),
          { table: null, playerA: legal[3][0], playerB: null },
          { table: null, playerA: legal[3][1], playerB: null },
        ],
        new RegExp(`Only one player may have the bye: ${name(legal[3][0])} and ${name(legal[3][1])}`),
      ],
    ];
    const count = await remembered();
    for (const [, pairings, reason] of cases) {
      const refused = action('PAIR_ROUND', { round: 3, pairings });
      const answer = await send(refused);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ statusCode: 409, actionId: refused.actionId, status: 'REFUSED' });
      expect(answer.body.message).toMatch(reason);
      // Remembered: the same action again gets the same answer.
      expect(await send(refused)).toEqual(answer);
    }
    expect(await remembered()).toBe(count + cases.length);
    expect({ ...(await snapshot()), settledAt: '' }).toEqual({ ...before, settledAt: '' });
    await applied(action('PAIR_ROUND', { round: 3, pairings: tables(legal) }));
    expect(tablesOf((await snapshot()).matches, 3)).toEqual(tables(legal));
  });

  it('shows a player’s different report as a CONFLICT with both sides, changes nothing, and lets the organiser keep the desk’s result', async () => {
    const snap = await snapshot();
    const table = snap.matches.find((match) => match.round === 3 && match.table === 1)!;
    const reporter = members[players.indexOf(table.playerA.playerId)];
    await json(
      t.call(`/api/tournaments/${tournamentId}/matches/${table.id}/report`, {
        method: 'POST',
        headers: reporter.auth,
        body: { outcome: 'A_WINS' },
      }),
    );
    const logBefore = await resultsLog();
    const offline = action('RESULT', { round: 3, table: 1, outcome: 'B_WINS', expected: null });
    const answer = await send(offline);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      statusCode: 409,
      actionId: offline.actionId,
      status: 'CONFLICT',
      conflict: {
        round: 3,
        table: 1,
        online: { outcome: null, reportedOutcome: 'A_WINS', by: nameOf(snap, table.playerA.playerId) },
        desk: { outcome: 'B_WINS' },
      },
    });
    expect(answer.body.message).toMatch(/reported a different result online for table 1 of round 3/);
    expect(await send(offline)).toEqual(answer);
    expect(await resultsLog()).toEqual(logBefore);
    const unchanged = (await snapshot()).matches.find((match) => match.id === table.id)!;
    expect(unchanged).toMatchObject({ outcome: null, reportedOutcome: 'A_WINS' });

    // The organiser keeps the desk's result: a new action, made after seeing the conflict.
    await applied(action('RESULT', { round: 3, table: 1, outcome: 'B_WINS', expected: null }));
    const settled = (await snapshot()).matches.find((match) => match.id === table.id)!;
    expect(settled.outcome).toBe('B_WINS');
    // Newest first: the desk's time, but never before the change it settles.
    expect((await resultsLog()).filter((entry) => entry.matchId === table.id)).toMatchObject([
      { action: 'ENTERED', outcome: 'B_WINS' },
      { action: 'REPORTED', outcome: 'A_WINS' },
    ]);
  });

  it('shows a result entered online meanwhile as a CONFLICT; settling with expected = online corrects it', async () => {
    const snap = await snapshot();
    const [second, third] = [2, 3].map((table) =>
      snap.matches.find((match) => match.round === 3 && match.table === table)!,
    );
    for (const match of [second, third]) {
      await json(
        t.call(`/api/tournaments/${tournamentId}/matches/${match.id}/result`, {
          method: 'PUT',
          headers: admin.auth,
          body: { outcome: 'A_WINS' },
        }),
      );
    }
    const logBefore = await resultsLog();
    const offline = action('RESULT', { round: 3, table: 2, outcome: 'TIE', expected: null });
    const answer = await send(offline);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      status: 'CONFLICT',
      conflict: {
        round: 3,
        table: 2,
        online: { outcome: 'A_WINS', by: 'Olive Tester' },
        desk: { outcome: 'TIE' },
      },
    });
    expect(answer.body.message).toBe(
      `Table 2 of round 3 already has a different result online: ${nameOf(snap, second.playerA.playerId)} wins. The desk has a tie.`,
    );
    expect(await resultsLog()).toEqual(logBefore);

    // Online already holds the desk's result: applied, nothing changes.
    // (`expected` may be left out: none.)
    await applied(action('RESULT', { round: 3, table: 3, outcome: 'A_WINS' }));
    expect(await resultsLog()).toEqual(logBefore);

    await applied(action('RESULT', { round: 3, table: 2, outcome: 'TIE', expected: 'A_WINS' }));
    expect((await resultsLog()).filter((entry) => entry.matchId === second.id)).toMatchObject([
      { action: 'CORRECTED', outcome: 'TIE' },
      { action: 'ENTERED', outcome: 'A_WINS' },
    ]);
  });

  it('after a whole offline round replayed twice, standings equal the independent computation', async () => {
    let snap = await snapshot();
    for (const match of snap.matches.filter((m) => m.round === 3 && m.outcome === null)) {
      await applied(action('RESULT', { round: 3, table: match.table, outcome: 'B_WINS', expected: null }));
    }
    snap = await snapshot();
    const active = players.filter((id) => id !== players[7]);
    const round4 = withoutRematch([...active].reverse(), metPairs(snap.matches))!;
    await applied(
      action('PAIR_ROUND', {
        round: 4,
        pairings: round4.map(([a, b], index) => ({ table: index + 1, playerA: a, playerB: b })),
      }),
    );
    const outcomes = ['A_WINS', 'TIE', 'B_WINS', 'A_WINS'];
    for (const [index] of round4.entries()) {
      await applied(
        action('RESULT', { round: 4, table: index + 1, outcome: outcomes[index], expected: null }),
      );
    }

    // The desk lost track of what was sent (a reload mid-replay): it sends the whole day again.
    const day = await snapshot();
    const log = await resultsLog();
    const firstSending = [...sent];
    for (const { action: again, status, body } of firstSending) {
      const answer = await send(again);
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual(status === 200 ? { ...body, replayed: true } : body);
    }
    expect({ ...(await snapshot()), settledAt: '' }).toEqual({ ...day, settledAt: '' });
    expect(await resultsLog()).toEqual(log);

    const live = await json<{
      standings: {
        playerId: number;
        matchPoints: number;
        opponentsWinPercentage: number;
        opponentsOpponentsWinPercentage: number;
      }[];
      standingsAfterRound: number;
    }>(t.call(`/api/tournaments/${tournamentId}/live`));
    expect(live.standingsAfterRound).toBe(4);
    const expected = independentStandings(
      day.players.map((player) => ({
        id: player.id,
        joinedRound: player.joinedRound,
        droppedAfterRound: player.droppedAfterRound,
      })),
      day.matches.map((match) => ({
        round: match.round,
        a: match.playerA.playerId,
        b: match.playerB?.playerId ?? null,
        outcome: match.outcome,
      })),
      4,
    );
    expect(live.standings).toHaveLength(9);
    for (const standing of live.standings) {
      const other = expected.get(standing.playerId)!;
      expect(standing.matchPoints).toBe(other.matchPoints);
      expect(standing.opponentsWinPercentage).toBeCloseTo(other.owp, 4);
      expect(standing.opponentsOpponentsWinPercentage).toBeCloseTo(other.oowp, 4);
    }
  });

  it('refuses malformed actions with a readable 400 and remembers nothing', async () => {
    const valid = action('RESULT', { round: 4, table: 1, outcome: 'A_WINS', expected: 'A_WINS' });
    const malformed: unknown[] = [
      { ...valid, actionId: 'not-a-uuid' },
      { ...valid, actionId: undefined },
      { ...valid, takenAt: 'yesterday' },
      { ...valid, kind: 'UNDO' },
      { ...valid, table: undefined },
      { ...valid, round: 0 },
      { ...valid, outcome: 'A_WON' },
      { ...valid, expected: 'NONE' },
      { ...valid, playerId: players[0] },
      { ...valid, surprise: true },
      { ...valid, pairings: [] },
      action('CHECK_IN', { playerId: players[0] }),
      action('CHECK_IN', { playerId: 'x', checkedIn: true }),
      action('DROP', { playerId: players[0], checkedIn: true }),
      action('PAIR_ROUND', { round: 5 }),
      action('PAIR_ROUND', { round: 5, pairings: [{ table: 1, playerA: players[0] }] }),
      action('PAIR_ROUND', {
        round: 5,
        pairings: [{ table: 1.5, playerA: players[0], playerB: players[1] }],
      }),
      action('PAIR_ROUND', {
        round: 5,
        pairings: [{ table: 1, playerA: players[0], playerB: players[1], extra: 1 }],
      }),
      action('PAIR_ROUND', {
        round: 5,
        pairings: Array.from({ length: 600 }, (_, i) => ({
          table: i + 1,
          playerA: i + 1,
          playerB: i + 1000,
        })),
      }),
      [valid],
      'RESULT',
    ];
    const count = await remembered();
    for (const body of malformed) {
      const response = await t.call(deskPath(), { method: 'POST', headers: admin.auth, body });
      const answer = (await response.json()) as Answer;
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(answer).toMatchObject({ statusCode: 400, error: answer.message });
      expect(typeof answer.message).toBe('string');
      expect(answer.actionId).toBeUndefined();
    }
    expect(await remembered()).toBe(count);
    // Anything at all: never a 5xx, and a refused one leaves nothing behind.
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            actionId: fc.oneof(fc.uuid(), fc.string()),
            takenAt: fc.oneof(
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
              fc.string(),
            ),
            kind: fc.constantFrom('RESULT', 'CHECK_IN', 'DROP', 'PAIR_ROUND', 'OTHER'),
            round: fc.oneof(fc.integer(), fc.string()),
            table: fc.oneof(fc.integer(), fc.constant(null)),
            outcome: fc.constantFrom('A_WINS', 'B_WINS', 'TIE', 'X'),
            playerId: fc.integer(),
            pairings: fc.array(fc.anything(), { maxLength: 4 }),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const before = await remembered();
          const response = await t.call(deskPath(), { method: 'POST', headers: admin.auth, body });
          expect(response.status).toBeLessThan(500);
          if (response.status === 400) expect(await remembered()).toBe(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});
