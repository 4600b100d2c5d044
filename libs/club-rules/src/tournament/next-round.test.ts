import { describe, expect, it } from 'vitest';
import {
  drawFirstTopCutRound,
  drawNextTopCutRound,
  drawRound,
  drawSwissRound,
  swissFlights,
  swissLeft,
  topCutBracket,
  topCutSizes,
  type DrawSettings,
  type DrawState,
  type TopCutMatch,
} from './next-round.js';
import { lastCompleteSwissRound } from './standings.js';
import type { Division, RulePlayer, SwissMatch } from './tournament-types.js';

const player = (id: number, division: Division = 'MASTERS', more: Partial<RulePlayer> = {}): RulePlayer => ({
  id,
  division,
  joinedRound: 1,
  droppedAfterRound: null,
  ...more,
});

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

function state(
  players: RulePlayer[],
  swissMatches: SwissMatch[] = [],
  tournament: Partial<DrawSettings> = {},
  topCutMatches: TopCutMatch[] = [],
): DrawState {
  return {
    tournament: {
      plannedRounds: { MASTERS: 3, JUNIOR: 3 },
      divisionsApart: false,
      topCut: true,
      ...tournament,
    },
    players,
    swissMatches,
    topCutMatches,
  };
}

/** Round `round` with player A winning each of these tables. */
const aWins = (round: number, ...tables: [number, number][]): SwissMatch[] =>
  tables.map(([a, b]) => ({ round, a, b, outcome: 'A_WINS' }));

const seated = (pairings: { a: number; b: number | null }[]) =>
  pairings.flatMap(({ a, b }) => (b === null ? [a] : [a, b])).sort((x, y) => x - y);

describe('drawing the next round', () => {
  it('plays Swiss while a division has planned rounds left', () => {
    expect(swissLeft({ MASTERS: 3, JUNIOR: 2 }, 3)).toBe(true);
    expect(swissLeft({ MASTERS: 3, JUNIOR: 2 }, 4)).toBe(false);
    expect(swissLeft(null, 1)).toBe(false);
  });

  it('counts Swiss rounds complete up to the first one with a table still open', () => {
    const matches: SwissMatch[] = [
      ...aWins(1, [1, 2], [3, 4]),
      { round: 2, a: 1, b: 3, outcome: null },
      ...aWins(2, [2, 4]),
    ];
    expect(lastCompleteSwissRound([])).toBe(0);
    expect(lastCompleteSwissRound(matches)).toBe(1);
    expect(lastCompleteSwissRound(matches.map((m) => ({ ...m, outcome: m.outcome ?? 'TIE' })))).toBe(2);
  });

  it('sends to a Swiss round the players joined by it, not dropped, best standing first', () => {
    const players = [
      player(1),
      player(2),
      player(3),
      player(4, 'MASTERS', { droppedAfterRound: 1 }),
      player(5, 'MASTERS', { joinedRound: 3 }),
    ];
    const round1: SwissMatch[] = [...aWins(1, [2, 1], [4, 3])];
    const [flight] = swissFlights(state(players, round1), 2);
    expect(flight.map((c) => c.id)).toEqual([2, 1, 3]);
    expect(flight[0]).toEqual({ id: 2, division: 'MASTERS', matchPoints: 3, opponents: [1], hadBye: false });
    // The late entry plays from round 3.
    expect(swissFlights(state(players, round1), 3)[0].map((c) => c.id)).toContain(5);
  });

  it('remembers opponents and byes from every Swiss round', () => {
    const matches: SwissMatch[] = [...aWins(1, [1, 2]), { round: 1, a: 3, b: null, outcome: 'A_WINS' }];
    const [flight] = swissFlights(state([player(1), player(2), player(3)], matches), 2);
    expect(Object.fromEntries(flight.map((c) => [c.id, [c.opponents, c.hadBye]]))).toEqual({
      1: [[2], false],
      2: [[1], false],
      3: [[], true],
    });
  });

  it('leaves out a division whose Swiss rounds are over', () => {
    const players = [...ids(1, 4).map((id) => player(id)), ...ids(5, 6).map((id) => player(id, 'JUNIOR'))];
    const flights = swissFlights(state(players, [], { plannedRounds: { MASTERS: 3, JUNIOR: 1 } }), 2);
    expect(flights.flat().map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('pairs divisions apart in their own flights, tables numbered on across them and byes without one', () => {
    const players = [...ids(1, 5).map((id) => player(id)), ...ids(6, 8).map((id) => player(id, 'JUNIOR'))];
    const pairings = drawSwissRound(state(players, [], { divisionsApart: true }), 1);
    expect(pairings.map((p) => [p.division, p.table])).toEqual([
      ['MASTERS', 1],
      ['MASTERS', 2],
      ['MASTERS', null],
      ['JUNIOR', 3],
      ['JUNIOR', null],
    ]);
    for (const { a, b } of pairings) {
      if (b !== null) expect(players[a - 1].division).toBe(players[b - 1].division);
    }
    expect(seated(pairings)).toEqual(ids(1, 8));
  });

  it('pairs divisions together in one flight, each pairing in its first player’s division', () => {
    const players = [...ids(1, 3).map((id) => player(id)), ...ids(4, 6).map((id) => player(id, 'JUNIOR'))];
    const pairings = drawRound(state(players), 1, 'SWISS');
    expect(pairings.map((p) => p.table)).toEqual([1, 2, 3]);
    expect(pairings.every((p) => p.division === players[p.a - 1].division)).toBe(true);
    expect(seated(pairings)).toEqual(ids(1, 6));
  });

  it('sizes the top cut by attendance, halves it while fewer still play, and has none when off or too small', () => {
    // Nine Masters (a top two) and four Juniors (no top cut at four players).
    const players = [...ids(1, 9).map((id) => player(id)), ...ids(10, 13).map((id) => player(id, 'JUNIOR'))];
    expect(topCutSizes(state(players))).toEqual([
      ['MASTERS', 2],
      ['JUNIOR', 0],
    ]);
    expect(topCutSizes(state(players, [], { topCut: false }))).toEqual([
      ['MASTERS', 0],
      ['JUNIOR', 0],
    ]);
    // Thirteen players make a top four; with ten dropped after round 1, three still play: a top two.
    const thirteen = ids(1, 13).map((id) => player(id, 'MASTERS', { droppedAfterRound: id > 3 ? 1 : null }));
    const round1 = aWins(1, [1, 4], [2, 5], [3, 6], [7, 8], [9, 10], [11, 12]);
    expect(topCutSizes(state(thirteen, round1))).toEqual([['MASTERS', 2]]);
  });

  it('seeds the first top-cut round from the standings, dropped players out, tables on across divisions', () => {
    const players = [
      ...ids(1, 9).map((id) => player(id, 'MASTERS', { droppedAfterRound: id === 1 ? 1 : null })),
      ...ids(10, 18).map((id) => player(id, 'JUNIOR')),
    ];
    // Round 1: 1 (then dropped) and 2 win in Masters, 10 and 11 in Juniors. Seed 2 in Masters is 4, who lost to
    // the unbeaten 2 (the best opponents' win percentage of those without a win).
    const round1 = aWins(1, [1, 3], [2, 4], [10, 12], [11, 13]);
    const pairings = drawFirstTopCutRound(state(players, round1));
    expect(pairings).toEqual([
      { division: 'MASTERS', table: 1, a: 2, b: 4 },
      { division: 'JUNIOR', table: 2, a: 10, b: 11 },
    ]);
    expect(drawRound(state(players, round1), 2, 'TOP_CUT_START')).toEqual(pairings);
  });

  it('reads a division’s bracket round by round in table order, with each table’s winner', () => {
    const cut: TopCutMatch[] = [
      { round: 5, table: 2, division: 'MASTERS', a: 3, b: 2, outcome: 'B_WINS' },
      { round: 6, table: 1, division: 'MASTERS', a: 1, b: 2, outcome: null },
      { round: 5, table: 1, division: 'MASTERS', a: 1, b: 4, outcome: 'A_WINS' },
      { round: 5, table: 3, division: 'JUNIOR', a: 7, b: 8, outcome: 'A_WINS' },
    ];
    expect(topCutBracket(cut, 'MASTERS')).toEqual([
      [
        { a: 1, b: 4, winner: 1 },
        { a: 3, b: 2, winner: 2 },
      ],
      [{ a: 1, b: 2, winner: null }],
    ]);
  });

  it('sends the winners of neighbouring tables on, division by division, until each has its final', () => {
    const players = [...ids(1, 4).map((id) => player(id)), ...ids(5, 8).map((id) => player(id, 'JUNIOR'))];
    const cut: TopCutMatch[] = [
      { round: 4, table: 1, division: 'MASTERS', a: 1, b: 4, outcome: 'B_WINS' },
      { round: 4, table: 2, division: 'MASTERS', a: 2, b: 3, outcome: 'A_WINS' },
      { round: 4, table: 3, division: 'JUNIOR', a: 5, b: 8, outcome: 'A_WINS' },
      { round: 4, table: 4, division: 'JUNIOR', a: 6, b: 7, outcome: 'B_WINS' },
    ];
    const semiFinals = state(players, [], {}, cut);
    expect(drawNextTopCutRound(semiFinals)).toEqual([
      { division: 'MASTERS', table: 1, a: 4, b: 2 },
      { division: 'JUNIOR', table: 2, a: 5, b: 7 },
    ]);
    expect(drawRound(semiFinals, 5, 'TOP_CUT_NEXT')).toEqual(drawNextTopCutRound(semiFinals));
    // Masters has played its final: only the Juniors go on.
    const mastersFinal: TopCutMatch = {
      round: 5,
      table: 1,
      division: 'MASTERS',
      a: 4,
      b: 2,
      outcome: 'A_WINS',
    };
    expect(drawNextTopCutRound(state(players, [], {}, [...cut, mastersFinal]))).toEqual([
      { division: 'JUNIOR', table: 1, a: 5, b: 7 },
    ]);
  });
});
