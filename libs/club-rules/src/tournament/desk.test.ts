import { describe, expect, it } from 'vitest';
import {
  applyDeskAction,
  pairNextRound,
  type DeskAction,
  type DeskPlayer,
  type DeskRefusal,
  type DeskSnapshot,
} from './desk.js';
import { RUN_IN_TOM } from './run-in-tom.js';
import { standingsOf } from './tournament-play.js';
import type { Division } from './tournament-types.js';

const player = (id: number, division: Division = 'MASTERS'): DeskPlayer => ({
  id,
  name: `Player ${id}`,
  division,
  checkedIn: true,
  joinedRound: 1,
  droppedAfterRound: null,
});

/** A tournament in check-in with these players, nothing paired. */
function checkInWith(players: DeskPlayer[], topCut = false): DeskSnapshot {
  return {
    tournament: {
      stage: 'CHECK_IN',
      currentRound: 0,
      plannedRounds: null,
      divisionsApart: false,
      topCut,
      playerCount: players.length,
      roundMinutes: 50,
      tomId: null,
    },
    players,
    matches: [],
    settledAt: '2026-11-28T10:00:00.000Z',
    clock: null,
  };
}

function applied(snapshot: DeskSnapshot, ...actions: DeskAction[]): DeskSnapshot {
  return actions.reduce((state, action) => {
    const next = applyDeskAction(state, action);
    if ('refusal' in next) throw new Error(next.refusal);
    return next;
  }, snapshot);
}

/** Pairs the next round as the rules give it, as the desk does when the organiser clicks. */
function pairNext(snapshot: DeskSnapshot): DeskSnapshot {
  const next = pairNextRound(snapshot);
  if ('refusal' in next) throw new Error(next.refusal);
  return applied(snapshot, { kind: 'PAIR_ROUND', ...next });
}

/** Every table of the current round won by player A. */
function aWinsEverywhere(snapshot: DeskSnapshot): DeskSnapshot {
  const round = snapshot.tournament.currentRound;
  const tables = snapshot.matches.filter((m) => m.round === round && m.table !== null);
  return applied(
    snapshot,
    ...tables.map((m): DeskAction => ({
      kind: 'RESULT',
      round,
      table: m.table!,
      outcome: 'A_WINS',
      expected: m.outcome,
    })),
  );
}

const tablesOf = (snapshot: DeskSnapshot, round: number) =>
  snapshot.matches
    .filter((m) => m.round === round)
    .map((m) => [m.table, m.playerA.playerId, m.playerB?.playerId ?? null]);

describe('the desk offline', () => {
  it('pairs round 1 as the server does: Swiss planned, the bye to the last player, tables from the top', () => {
    const round1 = pairNext(checkInWith([1, 2, 3, 4, 5].map((id) => player(id))));
    expect(round1.tournament).toMatchObject({
      stage: 'SWISS',
      currentRound: 1,
      plannedRounds: { MASTERS: 3 },
    });
    expect(tablesOf(round1, 1)).toHaveLength(3);
    expect(round1.matches.filter((m) => m.playerB === null).map((m) => m.table)).toEqual([null]);
    expect(round1.matches.every((m) => m.id === null && m.stage === 'SWISS')).toBe(true);
    // A bye is won outright; the tables wait for their results.
    expect(round1.matches.map((m) => m.outcome)).toEqual([null, null, 'A_WINS']);
  });

  it('enters and corrects results by round and table, and the records of the next round follow', () => {
    let state = pairNext(checkInWith([1, 2, 3, 4].map((id) => player(id))));
    const [first, second] = state.matches;
    state = applied(
      state,
      { kind: 'RESULT', round: 1, table: 1, outcome: 'B_WINS', expected: null },
      { kind: 'RESULT', round: 1, table: 2, outcome: 'TIE', expected: null },
      { kind: 'RESULT', round: 1, table: 1, outcome: 'A_WINS', expected: 'B_WINS' },
    );
    expect(state.matches.map((m) => m.outcome)).toEqual(['A_WINS', 'TIE']);
    state = pairNext(state);
    const round2 = state.matches.filter((m) => m.round === 2);
    const records = new Map(
      round2.flatMap((m) => [m.playerA, m.playerB!]).map((s) => [s.playerId, s.record]),
    );
    expect(records.get(first.playerA.playerId)).toBe('1-0-0');
    expect(records.get(first.playerB!.playerId)).toBe('0-1-0');
    expect(records.get(second.playerA.playerId)).toBe('0-0-1');
    // The winner of table 1 sits at table 1 again, against nobody met before.
    expect(round2[0].playerA.playerId).toBe(first.playerA.playerId);
    expect(round2[0].playerB!.playerId).not.toBe(first.playerB!.playerId);
    const standings = standingsOf(state);
    expect(standings.map((s) => [s.playerId, s.matchPoints])[0]).toEqual([first.playerA.playerId, 3]);
  });

  it('refuses what the server refuses, with its sentences', () => {
    const round1 = pairNext(checkInWith([1, 2, 3, 4].map((id) => player(id))));
    expect(pairNextRound(round1)).toEqual({
      refusal: 'Round 1 is still being played: 2 tables have no result.',
    });
    const refusal = (action: DeskAction) => (applyDeskAction(round1, action) as DeskRefusal).refusal;
    expect(refusal({ kind: 'RESULT', round: 1, table: 9, outcome: 'TIE', expected: null })).toBe(
      'Round 1 has no table 9.',
    );
    expect(refusal({ kind: 'CHECK_IN', playerId: 1, checkedIn: false })).toBe(
      'Round 1 has been paired: drop the player instead.',
    );
    const dropped = applied(round1, { kind: 'DROP', playerId: 2 });
    expect(dropped.players.find((p) => p.id === 2)?.droppedAfterRound).toBe(1);
    expect((applyDeskAction(dropped, { kind: 'DROP', playerId: 2 }) as DeskRefusal).refusal).toBe(
      'This player has already dropped.',
    );
    expect(
      (applyDeskAction(round1, { kind: 'PAIR_ROUND', round: 3, pairings: [] }) as DeskRefusal).refusal,
    ).toBe('The next round to pair is round 2.');
  });

  it('leaves a dropped player out of the next round and gives the bye to the lowest who had none', () => {
    let state = aWinsEverywhere(pairNext(checkInWith([1, 2, 3, 4, 5, 6].map((id) => player(id)))));
    state = applied(state, { kind: 'DROP', playerId: state.matches[0].playerA.playerId });
    state = pairNext(state);
    const round2 = state.matches.filter((m) => m.round === 2);
    expect(round2).toHaveLength(3);
    expect(round2.some((m) => m.playerA.playerId === state.matches[0].playerA.playerId)).toBe(false);
    const bye = round2.find((m) => m.playerB === null)!;
    expect(bye.table).toBeNull();
    expect(standingsOf(state, 1).at(-1)?.playerId).toBe(bye.playerA.playerId);
  });

  it('checks a late player in after round 1: they play from round 2 with a loss for round 1', () => {
    let state = checkInWith([...[1, 2, 3, 4].map((id) => player(id)), { ...player(5), checkedIn: false }]);
    state = aWinsEverywhere(pairNext(state));
    state = applied(state, { kind: 'CHECK_IN', playerId: 5, checkedIn: true });
    expect(state.players.find((p) => p.id === 5)).toMatchObject({ checkedIn: true, joinedRound: 2 });
    expect(state.tournament.playerCount).toBe(5);
    state = pairNext(state);
    expect(standingsOf(state).find((s) => s.playerId === 5)).toMatchObject({ losses: 1, late: true });
    expect(
      state.matches
        .filter((m) => m.round === 2)
        .some((m) => m.playerA.playerId === 5 || m.playerB?.playerId === 5),
    ).toBe(true);
  });

  it('plays the top cut from the standings: 1 v 2 after the Swiss rounds, no tie, the winner goes on', () => {
    // Nine players: four Swiss rounds and a top two.
    let state = checkInWith(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => player(id)),
      true,
    );
    for (let round = 1; round <= 4; round++) state = aWinsEverywhere(pairNext(state));
    state = pairNext(state);
    expect(state.tournament).toMatchObject({ stage: 'TOP_CUT', currentRound: 5 });
    const seeds = standingsOf(state).map((s) => s.playerId);
    expect(tablesOf(state, 5)).toEqual([[1, seeds[0], seeds[1]]]);
    expect(
      (
        applyDeskAction(state, {
          kind: 'RESULT',
          round: 5,
          table: 1,
          outcome: 'TIE',
          expected: null,
        }) as DeskRefusal
      ).refusal,
    ).toBe('A top-cut match needs a winner; it cannot end in a tie.');
    state = aWinsEverywhere(state);
    expect(pairNextRound(state)).toEqual({ refusal: 'Nothing is left to pair: finish the tournament.' });
  });

  it('pairs divisions apart in their own flights, tables numbered on across them', () => {
    const players = [
      ...[1, 2, 3, 4].map((id) => player(id, 'MASTERS')),
      ...[5, 6].map((id) => player(id, 'JUNIOR')),
    ];
    const start = checkInWith(players);
    const state = pairNext({ ...start, tournament: { ...start.tournament, divisionsApart: true } });
    expect(state.tournament.plannedRounds).toEqual({ MASTERS: 3, JUNIOR: 1 });
    const round1 = state.matches;
    expect(round1.map((m) => m.table)).toEqual([1, 2, 3]);
    expect(round1.map((m) => m.division)).toEqual(['MASTERS', 'MASTERS', 'JUNIOR']);
    expect(round1.every((m) => m.playerA.division === m.playerB?.division)).toBe(true);
  });
});

describe('the round clock on the desk', () => {
  const T0 = Date.parse('2026-12-05T10:00:00.000Z');
  const MIN = 60_000;
  const act = (snapshot: DeskSnapshot, action: DeskAction, at: number) => {
    const next = applyDeskAction(snapshot, action, at);
    if ('refusal' in next) throw new Error(next.refusal);
    return next;
  };

  it('gives a round paired at the desk its clock, not started, of the tournament’s length', () => {
    const round1 = pairNext(checkInWith([1, 2, 3, 4].map((id) => player(id))));
    expect(round1.clock).toEqual({
      round: 1,
      stage: 'SWISS',
      status: 'NOT_STARTED',
      minutes: 50,
      startedAt: null,
      pausedAt: null,
      pausedSeconds: 0,
      extraSeconds: 0,
      endsAt: null,
      remainingSeconds: 3000,
    });
    expect(round1.matches.map((m) => m.extraSeconds)).toEqual([0, 0]);
  });

  it('starts, pauses, resumes and extends the round being played, at the desk’s time', () => {
    let state = pairNext(checkInWith([1, 2, 3, 4].map((id) => player(id))));
    state = act(state, { kind: 'START_CLOCK', round: 1 }, T0);
    expect(state.clock).toMatchObject({ status: 'RUNNING', endsAt: '2026-12-05T10:50:00.000Z' });
    state = act(state, { kind: 'PAUSE_CLOCK', round: 1 }, T0 + 10 * MIN);
    expect(state.clock).toMatchObject({ status: 'PAUSED', endsAt: null, remainingSeconds: 40 * 60 });
    state = act(state, { kind: 'RESUME_CLOCK', round: 1 }, T0 + 12 * MIN);
    state = act(state, { kind: 'EXTEND_ROUND', round: 1, minutes: 3 }, T0 + 13 * MIN);
    expect(state.clock).toMatchObject({ status: 'RUNNING', endsAt: '2026-12-05T10:55:00.000Z' });
    expect(applyDeskAction(state, { kind: 'START_CLOCK', round: 1 }, T0)).toEqual({
      refusal: 'The round’s clock has already started.',
    });
    expect(applyDeskAction(state, { kind: 'PAUSE_CLOCK', round: 2 }, T0)).toEqual({
      refusal: 'Round 2 is not the round being played.',
    });
  });

  it('gives one table extra time, and refuses a table the round does not have', () => {
    const state = act(
      pairNext(checkInWith([1, 2, 3, 4].map((id) => player(id)))),
      { kind: 'TABLE_TIME', round: 1, table: 2, minutes: 4 },
      T0,
    );
    expect(state.matches.map((m) => [m.table, m.extraSeconds])).toEqual([
      [1, 0],
      [2, 240],
    ]);
    expect(applyDeskAction(state, { kind: 'TABLE_TIME', round: 1, table: 9, minutes: 4 }, T0)).toEqual({
      refusal: 'Round 1 has no table 9.',
    });
  });
});

describe('a tournament run in TOM, on the desk', () => {
  const T0 = Date.parse('2026-12-05T10:00:00.000Z');
  /** Round 1 as TOM paired it (tables 1 and 2), imported with TOM's sanction id. */
  const fromTom = (): DeskSnapshot => {
    const round1 = pairNext(checkInWith([1, 2, 3, 4].map((id) => player(id))));
    return { ...round1, tournament: { ...round1.tournament, tomId: '26-06-000394' } };
  };

  it('refuses pairing, results, check-ins and drops with the server’s sentence: TOM owns them', () => {
    const state = fromTom();
    const refusal = { refusal: RUN_IN_TOM };
    expect(RUN_IN_TOM).toMatch(/^This tournament is run in TOM: /);
    expect(
      applyDeskAction(state, { kind: 'RESULT', round: 1, table: 1, outcome: 'A_WINS', expected: null }),
    ).toEqual(refusal);
    expect(applyDeskAction(state, { kind: 'CHECK_IN', playerId: 1, checkedIn: false })).toEqual(refusal);
    expect(applyDeskAction(state, { kind: 'DROP', playerId: 2 })).toEqual(refusal);
    expect(applyDeskAction(state, { kind: 'PAIR_ROUND', round: 2, pairings: [] })).toEqual(refusal);
    expect(pairNextRound(state)).toEqual(refusal);
  });

  it('keeps the round clock and a table’s extra time the site’s', () => {
    let state = fromTom();
    state = applyDeskAction(state, { kind: 'START_CLOCK', round: 1 }, T0) as DeskSnapshot;
    expect(state.clock).toMatchObject({ status: 'RUNNING' });
    state = applyDeskAction(
      state,
      { kind: 'TABLE_TIME', round: 1, table: 1, minutes: 3 },
      T0,
    ) as DeskSnapshot;
    expect(state.matches.find((m) => m.table === 1)?.extraSeconds).toBe(180);
  });

  it('refuses a table’s time where two of TOM’s pods use that table number in the round', () => {
    const state = fromTom();
    const twin = { ...state.matches[0], id: 99, division: 'JUNIOR' as const };
    const shared = { ...state, matches: [...state.matches, twin] };
    expect(
      applyDeskAction(shared, { kind: 'TABLE_TIME', round: 1, table: twin.table!, minutes: 3 }, T0),
    ).toEqual({
      refusal: `Round 1 has 2 tables numbered ${twin.table}, one in each of TOM's pods: extend the whole round instead.`,
    });
  });
});
