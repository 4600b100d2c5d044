/**
 * How the next round is drawn (docs/tournament-rules.md §4, §6), written once: the server pairs rounds with it and
 * the organiser's desk offline announces them with it, so the desk never announces a round the server would draw
 * differently. Around `pairSwissRound` and the top-cut functions: who plays a Swiss round and in what order, the
 * top cut's sizes and seeds, the next top-cut round, and tables numbered on across divisions.
 */
import { topCutSize } from './attendance.js';
import {
  computeStandings,
  divisionStandings,
  divisionsPresent,
  lastCompleteSwissRound,
  type Standing,
} from './standings.js';
import { pairSwissRound, type PairingCandidate } from './swiss-pairing.js';
import { firstTopCutRound, nextTopCutRound, type BracketMatch } from './top-cut.js';
import type { RoundKind } from './tournament-stages.js';
import type { Division, Outcome, RulePlayer, SwissMatch } from './tournament-types.js';

/** One top-cut match: `a` is the better seed (or the winner of the upper table); `outcome` null while played. */
export interface TopCutMatch {
  round: number;
  table: number | null;
  division: Division;
  a: number;
  b: number;
  outcome: Outcome | null;
}

/** The tournament's settings a round is drawn with. */
export interface DrawSettings {
  /** Swiss rounds of each division, once planned. */
  plannedRounds: Record<string, number> | null;
  divisionsApart: boolean;
  topCut: boolean;
}

/** What the next round is drawn from. */
export interface DrawState {
  tournament: DrawSettings;
  /** The players in the tournament proper (checked in). */
  players: readonly RulePlayer[];
  swissMatches: readonly SwissMatch[];
  topCutMatches: readonly TopCutMatch[];
}

/** A table of the drawn round; `table` and `b` null: `a` has the bye. */
export interface DrawnPairing {
  division: Division;
  table: number | null;
  a: number;
  b: number | null;
}

/** A top-cut table: always a table, always two players. */
export interface TopCutPairing extends DrawnPairing {
  table: number;
  b: number;
}

/** Whether any division still has Swiss rounds to play at `round`. */
export function swissLeft(plannedRounds: DrawSettings['plannedRounds'], round: number): boolean {
  return Object.values(plannedRounds ?? {}).some((rounds) => rounds >= round);
}

/** The round of `kind` drawn from this state (a Swiss round, the top cut's first round or its next). */
export function drawRound(state: DrawState, round: number, kind: RoundKind): DrawnPairing[] {
  if (kind === 'SWISS') return drawSwissRound(state, round);
  return kind === 'TOP_CUT_START' ? drawFirstTopCutRound(state) : drawNextTopCutRound(state);
}

/**
 * Who plays Swiss round `round`, best standing first: each division on its own when apart, else everyone together
 * (age-modified Swiss). Checked in, joined by this round, not dropped, and their division still in Swiss.
 */
export function swissFlights(state: DrawState, round: number): PairingCandidate[][] {
  const { plannedRounds, divisionsApart } = state.tournament;
  const opponents = new Map<number, number[]>();
  const byes = new Set<number>();
  for (const match of state.swissMatches) {
    if (match.b === null) byes.add(match.a);
    else {
      opponents.set(match.a, [...(opponents.get(match.a) ?? []), match.b]);
      opponents.set(match.b, [...(opponents.get(match.b) ?? []), match.a]);
    }
  }
  const active = new Set(
    state.players
      .filter((player) => player.joinedRound <= round && player.droppedAfterRound === null)
      .map((player) => player.id),
  );
  const candidates: PairingCandidate[] = computeStandings(state.players, state.swissMatches, round - 1)
    .filter((standing) => active.has(standing.playerId) && (plannedRounds?.[standing.division] ?? 0) >= round)
    .map((standing) => ({
      id: standing.playerId,
      division: standing.division,
      matchPoints: standing.matchPoints,
      opponents: opponents.get(standing.playerId) ?? [],
      hadBye: byes.has(standing.playerId),
    }));
  return divisionsApart
    ? divisionsPresent(candidates).map((division) => candidates.filter((c) => c.division === division))
    : [candidates];
}

/** Swiss round `round`, flight by flight; tables numbered on across flights, byes without a table. */
export function drawSwissRound(state: DrawState, round: number): DrawnPairing[] {
  const preferOwnDivision = !state.tournament.divisionsApart;
  const pairings: DrawnPairing[] = [];
  let table = 0;
  for (const flight of swissFlights(state, round)) {
    const divisionOf = new Map(flight.map((candidate) => [candidate.id, candidate.division]));
    for (const { a, b } of pairSwissRound(flight, { preferOwnDivision })) {
      pairings.push({ division: divisionOf.get(a)!, table: b === null ? null : ++table, a, b });
    }
  }
  return pairings;
}

/**
 * Top-cut size of each division from its attendance, halved while fewer still play; 0 when the tournament has no
 * top cut or the division is too small.
 */
export function topCutSizes(state: DrawState): [Division, number][] {
  const standings = finalSwissStandings(state);
  return divisionsPresent(state.players).map((division): [Division, number] => {
    if (!state.tournament.topCut) return [division, 0];
    const attendance = state.players.filter((player) => player.division === division).length;
    const playing = stillPlaying(standings, division).length;
    let size = topCutSize(attendance);
    while (size > playing) size /= 2;
    return [division, size >= 2 ? size : 0];
  });
}

/** The top cut's first round: each division's best seeds still playing, as a bracket; tables numbered on. */
export function drawFirstTopCutRound(state: DrawState): TopCutPairing[] {
  const standings = finalSwissStandings(state);
  const pairings: TopCutPairing[] = [];
  let table = 0;
  for (const [division, size] of topCutSizes(state)) {
    if (!size) continue;
    const seeded = stillPlaying(standings, division)
      .slice(0, size)
      .map((standing) => standing.playerId);
    for (const { a, b } of firstTopCutRound(seeded)) pairings.push({ division, table: ++table, a, b });
  }
  return pairings;
}

/** The next top-cut round: in each division still going, the winners of neighbouring tables meet. */
export function drawNextTopCutRound(state: DrawState): TopCutPairing[] {
  const pairings: TopCutPairing[] = [];
  let table = 0;
  for (const division of divisionsPresent(state.players)) {
    const rounds = topCutBracket(state.topCutMatches, division);
    const last = rounds[rounds.length - 1];
    if (!last || last.length < 2) continue;
    for (const { a, b } of nextTopCutRound(last)) pairings.push({ division, table: ++table, a, b });
  }
  return pairings;
}

/** A division's top-cut rounds in order, each in table order. */
export function topCutBracket(matches: readonly TopCutMatch[], division: Division): BracketMatch[][] {
  const cut = matches.filter((match) => match.division === division);
  const rounds = [...new Set(cut.map((match) => match.round))].sort((x, y) => x - y);
  return rounds.map((round) =>
    cut
      .filter((match) => match.round === round)
      .sort((x, y) => (x.table ?? 0) - (y.table ?? 0))
      .map(({ a, b, outcome }) => ({
        a,
        b,
        winner: outcome === null ? null : outcome === 'A_WINS' ? a : b,
      })),
  );
}

/** Standings after the last Swiss round with every result in: the top cut's seeds. */
function finalSwissStandings(state: DrawState): Standing[] {
  return computeStandings(state.players, state.swissMatches, lastCompleteSwissRound(state.swissMatches));
}

function stillPlaying(standings: readonly Standing[], division: Division): Standing[] {
  return divisionStandings(standings, division).filter((standing) => !standing.dropped);
}
