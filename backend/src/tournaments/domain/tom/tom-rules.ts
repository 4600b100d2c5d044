import {
  computeStandings,
  divisionOf,
  DIVISIONS,
  type Division,
  divisionStandings,
  finalPlacings,
  lastCompleteSwissRound,
  type Outcome,
  type RulePlayer,
  type SwissMatch,
  type TopCutMatch,
  topCutBracket,
} from '@club/rules';
import {
  OUTCOME,
  POD_CATEGORY,
  SINGLE_ELIMINATION_ROUND,
  type TomFile,
  type TomMatch,
  type TomPlayer,
} from './tom-file.js';

/** A TOM player as the rules see them: numbered in the file's order, with their Player ID. */
export interface TomRulePlayer extends RulePlayer {
  userId: string;
  /** The pod they play in (TOM's category). */
  pod: number;
  /** Whether they played at least one match (a bye counts). */
  played: boolean;
  /** In one of the file's pods (a subgroup lists them, or they have a match): TOM places only these. */
  entered: boolean;
}

/** A TOM match as the rules see it, with where it was played. */
export interface TomRuleMatch {
  pod: number;
  round: number;
  topCut: boolean;
  /** null for a bye (TOM's table 0). */
  table: number | null;
  a: number;
  b: number | null;
  outcome: Outcome | null;
}

export interface TomRuleView {
  players: TomRulePlayer[];
  matches: TomRuleMatch[];
}

const DIVISION_OF_POD: Record<number, Division | undefined> = {
  [POD_CATEGORY.JUNIOR]: 'JUNIOR',
  [POD_CATEGORY.SENIOR]: 'SENIOR',
  [POD_CATEGORY.MASTERS]: 'MASTERS',
};
const POD_OF_DIVISION: Record<Division, number> = { JUNIOR: 0, SENIOR: 1, MASTERS: 2 };

/** TOM's category of a division (in `<standings>` and single-division pods). */
export const podOfDivision = (division: Division): number => POD_OF_DIVISION[division];

/** A match's outcome from the first player's side; null while not reported. */
export function outcomeOf(match: TomMatch): Outcome | null {
  switch (match.outcome) {
    case OUTCOME.PLAYER1_WINS:
    case OUTCOME.BYE:
      return 'A_WINS';
    case OUTCOME.PLAYER2_WINS:
      return 'B_WINS';
    case OUTCOME.TIE:
      return 'TIE';
    default:
      return null;
  }
}

/**
 * Each player's division: the standings' category when TOM has placed them, else their pod's when it is one
 * division, else from their birth year on the tournament's day (a pod of divisions playing together); a player
 * with none of these plays in Masters, as an adult member does.
 */
function divisionsOf(file: TomFile): Map<string, Division> {
  const divisions = new Map<string, Division>();
  for (const pod of file.standings ?? []) {
    const division = DIVISION_OF_POD[pod.category];
    if (division) for (const { id } of pod.players) divisions.set(id, division);
  }
  const podOf = podsOf(file);
  for (const player of file.players) {
    if (divisions.has(player.userId)) continue;
    const single = DIVISION_OF_POD[podOf.get(player.userId) ?? -1];
    divisions.set(
      player.userId,
      single ?? (player.birthYear === null ? 'MASTERS' : divisionOf(player.birthYear, file.data.startDate)),
    );
  }
  return divisions;
}

/** The pod each player plays in: where their matches are, else where a subgroup lists them. */
function podsOf(file: TomFile): Map<string, number> {
  const pods = new Map<string, number>();
  for (const pod of file.pods) {
    for (const subgroup of pod.subgroups) for (const id of subgroup.players) pods.set(id, pod.category);
    for (const round of pod.rounds) {
      for (const match of round.matches) {
        pods.set(match.player1, pod.category);
        if (match.player2) pods.set(match.player2, pod.category);
      }
    }
  }
  return pods;
}

/** The file as the rules read it: players numbered 1… in the file's order, every match of every pod. */
export function tomRuleView(file: TomFile): TomRuleView {
  const number = new Map(file.players.map((player, index) => [player.userId, index + 1]));
  const divisions = divisionsOf(file);
  const pods = podsOf(file);
  const firstRound = new Map<string, number>();
  const matches: TomRuleMatch[] = [];
  for (const pod of file.pods) {
    for (const round of pod.rounds) {
      const topCut = round.type === SINGLE_ELIMINATION_ROUND;
      for (const match of round.matches) {
        for (const id of [match.player1, match.player2]) {
          if (id && !topCut && round.number < (firstRound.get(id) ?? Infinity))
            firstRound.set(id, round.number);
          if (id && !firstRound.has(id)) firstRound.set(id, round.number);
        }
        matches.push({
          pod: pod.category,
          round: round.number,
          topCut,
          table: match.outcome === OUTCOME.BYE || match.table === 0 ? null : match.table,
          a: number.get(match.player1)!,
          b: match.player2 === null ? null : number.get(match.player2)!,
          outcome: outcomeOf(match),
        });
      }
    }
  }
  const players = file.players.map((player: TomPlayer) => ({
    id: number.get(player.userId)!,
    userId: player.userId,
    division: divisions.get(player.userId)!,
    pod: pods.get(player.userId) ?? podOfDivision(divisions.get(player.userId)!),
    played: firstRound.has(player.userId),
    entered: pods.has(player.userId),
    joinedRound: firstRound.get(player.userId) ?? 1,
    droppedAfterRound: player.dropped ? player.dropped.round : null,
  }));
  return { players, matches };
}

export const swissOf = (view: TomRuleView): SwissMatch[] =>
  view.matches.filter((match) => !match.topCut).map(({ round, a, b, outcome }) => ({ round, a, b, outcome }));

export function topCutOf(view: TomRuleView): TopCutMatch[] {
  const division = new Map(view.players.map((player) => [player.id, player.division]));
  return view.matches
    .filter((match) => match.topCut && match.b !== null)
    .map(({ round, table, a, b, outcome }) => ({
      round,
      table,
      division: division.get(a)!,
      a,
      b: b!,
      outcome,
    }));
}

/**
 * Our final places, by division, from the file's rounds (docs/tournament-rules.md §3, §6, §10): Swiss standings
 * after the last complete Swiss round, then the top cut's result on top. Player IDs, best first.
 */
export function computedPlaces(view: TomRuleView): Map<Division, string[]> {
  const swiss = swissOf(view);
  const entered = view.players.filter((player) => player.entered);
  const standings = computeStandings(entered, swiss, lastCompleteSwissRound(swiss));
  const topCut = topCutOf(view);
  const userId = new Map(view.players.map((player) => [player.id, player.userId]));
  const places = new Map<Division, string[]>();
  for (const division of DIVISIONS) {
    const order = divisionStandings(standings, division).map((standing) => standing.playerId);
    if (!order.length) continue;
    const bracket = topCutBracket(topCut, division);
    const finished = bracket.length && bracket.at(-1)!.length === 1 && bracket.at(-1)![0].winner !== null;
    places.set(
      division,
      (finished ? finalPlacings(order, bracket) : order).map((id) => userId.get(id)!),
    );
  }
  return places;
}

/** TOM's own final places by division (finished, then did-not-finish), Player IDs best first. */
export function tomPlaces(file: TomFile): Map<Division, string[]> | null {
  if (!file.standings) return null;
  const places = new Map<Division, string[]>();
  for (const type of ['finished', 'dnf'] as const) {
    for (const pod of file.standings.filter((standing) => standing.type === type)) {
      const division = DIVISION_OF_POD[pod.category];
      if (!division || !pod.players.length) continue;
      const sorted = [...pod.players].sort((x, y) => (x.place ?? Infinity) - (y.place ?? Infinity));
      places.set(division, [...(places.get(division) ?? []), ...sorted.map((player) => player.id)]);
    }
  }
  return places;
}
