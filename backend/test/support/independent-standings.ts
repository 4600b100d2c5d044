/**
 * Play! Pokémon standings computed a second way, straight from each player's round-by-round record and the
 * sources of docs/tournament-rules.md §3, for tests to hold the app's standings against. Written apart from
 * `@club/rules` standings (`libs/club-rules/src/tournament/standings.ts`) on purpose: it shares no code or constant with it.
 * The API tests and the browser journeys (e2e/offline-desk.spec.ts) both import this one file: it imports nothing.
 *
 * Sources: rk9 (the official event platform), "All about tiebreakers in the Pokémon TCG" (X. Pero, 2021), and the
 * Tournament Operation Procedures (TOP) 3.1.3 Late Player Registration and 3.1.4.1 Determining Tiebreakers.
 */

export interface RecordedMatch {
  round: number;
  a: number;
  /** null: a bye for `a`. */
  b: number | null;
  /** 'A_WINS' | 'B_WINS' | 'TIE' */
  outcome: string | null;
}

export interface EntrantFacts {
  id: number;
  joinedRound: number;
  droppedAfterRound: number | null;
}

export interface ExpectedStanding {
  matchPoints: number;
  owp: number;
  oowp: number;
  late: boolean;
}

type Result = 'W' | 'L' | 'T' | 'BYE' | 'MISSED';
interface RoundRecord {
  round: number;
  opponent: number | null;
  result: Result;
}

/** Percentages of small-integer ratios closer than this are equal. */
const SAME = 1e-9;

function histories(
  entrants: EntrantFacts[],
  matches: RecordedMatch[],
  afterRound: number,
): Map<number, RoundRecord[]> {
  const history = new Map<number, RoundRecord[]>();
  for (const entrant of entrants) {
    // TOP 3.1.3: a late player receives a match loss for each round played before they were entered.
    const missed: RoundRecord[] = [];
    for (let round = 1; round < entrant.joinedRound && round <= afterRound; round++) {
      missed.push({ round, opponent: null, result: 'MISSED' });
    }
    history.set(entrant.id, missed);
  }
  for (const match of matches.filter((m) => m.round <= afterRound)) {
    if (match.b === null) {
      history.get(match.a)?.push({ round: match.round, opponent: null, result: 'BYE' });
    } else if (match.outcome) {
      const aResult: Result = match.outcome === 'A_WINS' ? 'W' : match.outcome === 'B_WINS' ? 'L' : 'T';
      const bResult: Result = aResult === 'W' ? 'L' : aResult === 'L' ? 'W' : 'T';
      history.get(match.a)?.push({ round: match.round, opponent: match.b, result: aResult });
      history.get(match.b)?.push({ round: match.round, opponent: match.a, result: bResult });
    }
  }
  return history;
}

export function independentStandings(
  entrants: EntrantFacts[],
  matches: RecordedMatch[],
  afterRound: number,
): Map<number, ExpectedStanding> {
  const history = histories(entrants, matches, afterRound);
  const facts = new Map(entrants.map((entrant) => [entrant.id, entrant]));

  // rk9: "A win is counted as 1, a tie is counted as 0.5, and a loss 0", summed and "divided by the number of
  // rounds"; "Byes are not factored into any calculation" (TOP: a bye comes out of the rounds too). A round
  // missed by a late entry is a loss (TOP 3.1.3), so it stays in. A dropped player's rounds end where they
  // dropped: their history simply stops.
  const percentage = (id: number): number => {
    const counted = (history.get(id) ?? []).filter((r) => r.result !== 'BYE');
    const score = counted.reduce((sum, r) => sum + (r.result === 'W' ? 1 : r.result === 'T' ? 0.5 : 0), 0);
    let value = counted.length === 0 ? 0 : score / counted.length;
    // rk9: "An opponent cannot contribute less than 25%."
    if (value < 0.25) value = 0.25;
    // TOP 3.1.4.1: a player who dropped contributes at most 75 %.
    const dropped = facts.get(id)?.droppedAfterRound;
    if (dropped !== null && dropped !== undefined && dropped <= afterRound && value > 0.75) value = 0.75;
    return value;
  };
  const average = (values: number[]) =>
    values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
  // A bye has no opponent, so it adds nothing to the resistance lists (rk9's bye example).
  const opponentsOf = (id: number) =>
    (history.get(id) ?? []).filter((r) => r.opponent !== null).map((r) => r.opponent as number);
  const owp = (id: number) => average(opponentsOf(id).map(percentage));

  // TOM, in every real export read for issue 35 (docs/tournament-rules.md §10): a player who dropped keeps the
  // tiebreakers they had when they left, the standings after the round they dropped after.
  const frozen = (entrant: EntrantFacts): ExpectedStanding | undefined => {
    const dropped = entrant.droppedAfterRound;
    if (dropped === null || dropped >= afterRound) return undefined;
    return independentStandings(entrants, matches, dropped).get(entrant.id);
  };

  const result = new Map<number, ExpectedStanding>();
  for (const entrant of entrants) {
    // Handbook / TOP 3.1: a win or a bye 3 match points, a tie 1, a loss (or a round missed) 0.
    const points = (history.get(entrant.id) ?? []).reduce(
      (sum, r) => sum + (r.result === 'W' || r.result === 'BYE' ? 3 : r.result === 'T' ? 1 : 0),
      0,
    );
    const then = frozen(entrant);
    result.set(entrant.id, {
      matchPoints: points,
      owp: then?.owp ?? owp(entrant.id),
      oowp: then?.oowp ?? average(opponentsOf(entrant.id).map(owp)),
      late: entrant.joinedRound > 1,
    });
  }
  return result;
}

/**
 * Which of two players the sources rank higher: negative when `x` must be above `y`, positive when below, 0 when
 * the sources leave it to the draw. rk9's order: match points, "Late Penalty" (a late player "will appear below all
 * others with the same number of match points"), opponents' resistance, opponents' opponents' resistance,
 * head-to-head, random. Head-to-head is decided here only for exactly two players still level who met.
 */
export function independentRankOrder(
  entrants: EntrantFacts[],
  matches: RecordedMatch[],
  afterRound: number,
): (x: number, y: number) => number {
  const standings = independentStandings(entrants, matches, afterRound);
  const level = (x: ExpectedStanding, y: ExpectedStanding) =>
    x.matchPoints === y.matchPoints &&
    x.late === y.late &&
    Math.abs(x.owp - y.owp) < SAME &&
    Math.abs(x.oowp - y.oowp) < SAME;
  const history = histories(entrants, matches, afterRound);
  return (x, y) => {
    const [a, b] = [standings.get(x)!, standings.get(y)!];
    if (a.matchPoints !== b.matchPoints) return b.matchPoints - a.matchPoints;
    if (a.late !== b.late) return a.late ? 1 : -1;
    if (Math.abs(a.owp - b.owp) >= SAME) return b.owp - a.owp;
    if (Math.abs(a.oowp - b.oowp) >= SAME) return b.oowp - a.oowp;
    const stillLevel = [...standings.values()].filter((s) => level(s, a)).length;
    if (stillLevel !== 2) return 0;
    const met = (history.get(x) ?? []).filter((r) => r.opponent === y);
    const won = met.filter((r) => r.result === 'W').length;
    const lost = met.filter((r) => r.result === 'L').length;
    return lost - won;
  };
}
