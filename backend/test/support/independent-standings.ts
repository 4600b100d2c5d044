/**
 * The handbook's standings computed a second way, straight from each player's round-by-round record, for tests
 * to hold the app's standings against. Written apart from `tournaments/domain/standings.ts` on purpose: it
 * shares no code with it.
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
}

type Result = 'W' | 'L' | 'T' | 'BYE' | 'MISSED';

export function independentStandings(
  entrants: EntrantFacts[],
  matches: RecordedMatch[],
  afterRound: number,
): Map<number, ExpectedStanding> {
  const history = new Map<number, { round: number; opponent: number | null; result: Result }[]>();
  for (const entrant of entrants) {
    const rounds = [];
    for (let round = 1; round < entrant.joinedRound && round <= afterRound; round++) {
      rounds.push({ round, opponent: null, result: 'MISSED' as Result });
    }
    history.set(entrant.id, rounds);
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
  const facts = new Map(entrants.map((entrant) => [entrant.id, entrant]));
  const percentage = (id: number): number => {
    const rounds = history.get(id) ?? [];
    const played = rounds.filter((r) => r.result !== 'BYE');
    const won = played.filter((r) => r.result === 'W').length;
    let value = played.length === 0 ? 0 : won / played.length;
    if (value < 0.25) value = 0.25;
    const dropped = facts.get(id)?.droppedAfterRound;
    if (dropped !== null && dropped !== undefined && dropped <= afterRound && value > 0.75) value = 0.75;
    return value;
  };
  const average = (values: number[]) =>
    values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
  const opponentsOf = (id: number) =>
    (history.get(id) ?? []).filter((r) => r.opponent !== null).map((r) => r.opponent as number);
  const owp = (id: number) => average(opponentsOf(id).map(percentage));
  const result = new Map<number, ExpectedStanding>();
  for (const entrant of entrants) {
    const rounds = history.get(entrant.id) ?? [];
    const points = rounds.reduce(
      (sum, r) => sum + (r.result === 'W' || r.result === 'BYE' ? 3 : r.result === 'T' ? 1 : 0),
      0,
    );
    result.set(entrant.id, {
      matchPoints: points,
      owp: owp(entrant.id),
      oowp: average(opponentsOf(entrant.id).map(owp)),
    });
  }
  return result;
}
