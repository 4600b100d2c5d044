/**
 * Swiss standings as Play! Pokémon ranks them (docs/tournament-rules.md §3): match points, then the late penalty
 * (a late entry below everyone on the same points), opponents' win percentage, opponents' opponents' win
 * percentage, then head-to-head.
 *
 * A player's win percentage, as their opponents' tiebreakers use it, scores a win 1, a tie ½ and a loss 0 over the
 * rounds played against someone: a bye is taken out of both, rounds missed by a late entry count as losses, and a
 * dropped player's rounds end where they dropped. It is never below 25 %, and a dropped player's never above 75 %.
 * A dropped player's own OWP and OOWP stay as they were when they dropped (TOM's placings).
 */
import {
  DIVISIONS,
  MATCH_POINTS,
  type Division,
  type RulePlayer,
  type SwissMatch,
} from './tournament-types.js';

export const WIN_PERCENTAGE_FLOOR = 0.25;
/** What each result is worth in a win percentage (rk9, "All about tiebreakers in the Pokémon TCG"). */
export const RESISTANCE_VALUE = { win: 1, tie: 0.5, loss: 0 } as const;
export const DROPPED_WIN_PERCENTAGE_CAP = 0.75;
/** Percentages closer than this are equal (they are ratios of small integers). */
const EPSILON = 1e-9;

export interface Standing {
  playerId: number;
  division: Division;
  /** 1-based place among every player of the standings. */
  rank: number;
  /** 1-based place within the player's division. */
  divisionRank: number;
  /** Byes count as wins. */
  wins: number;
  /** Rounds missed by a late entry count as losses. */
  losses: number;
  ties: number;
  byes: number;
  matchPoints: number;
  /** Own win percentage as opponents' tiebreakers count it (floor and cap applied). */
  winPercentage: number;
  opponentsWinPercentage: number;
  opponentsOpponentsWinPercentage: number;
  dropped: boolean;
  /** Entered after round 1: ranked below everyone on the same match points (the late penalty). */
  late: boolean;
}

interface Tally {
  player: RulePlayer;
  wins: number;
  losses: number;
  ties: number;
  byes: number;
  opponents: number[];
  /** Match points scored against each opponent (head-to-head). */
  against: Map<number, number>;
}

/** Standings after `afterRound` from the results of Swiss rounds 1..afterRound (matches without a result are skipped). */
export function computeStandings(
  players: readonly RulePlayer[],
  matches: readonly SwissMatch[],
  afterRound: number,
): Standing[] {
  const tallies = new Map<number, Tally>(
    players.map((player) => [
      player.id,
      { player, wins: 0, losses: 0, ties: 0, byes: 0, opponents: [], against: new Map() },
    ]),
  );
  for (const match of matches) {
    if (match.round > afterRound) continue;
    const a = tallies.get(match.a);
    if (!a) continue;
    if (match.b === null) {
      a.wins++;
      a.byes++;
      continue;
    }
    const b = tallies.get(match.b);
    if (!b || match.outcome === null) continue;
    a.opponents.push(b.player.id);
    b.opponents.push(a.player.id);
    const [aPoints, bPoints] =
      match.outcome === 'A_WINS'
        ? [MATCH_POINTS.win, MATCH_POINTS.loss]
        : match.outcome === 'B_WINS'
          ? [MATCH_POINTS.loss, MATCH_POINTS.win]
          : [MATCH_POINTS.tie, MATCH_POINTS.tie];
    score(a, aPoints);
    score(b, bPoints);
    a.against.set(b.player.id, (a.against.get(b.player.id) ?? 0) + aPoints);
    b.against.set(a.player.id, (b.against.get(a.player.id) ?? 0) + bPoints);
  }
  for (const tally of tallies.values()) {
    const roundsBeforeJoining = Math.min(tally.player.joinedRound - 1, afterRound);
    tally.losses += Math.max(0, roundsBeforeJoining);
  }

  const ownPercentage = new Map<number, number>();
  for (const tally of tallies.values()) ownPercentage.set(tally.player.id, resistance(tally, afterRound));
  const owp = new Map<number, number>();
  for (const tally of tallies.values()) {
    owp.set(tally.player.id, mean(tally.opponents.map((id) => ownPercentage.get(id) ?? 0)));
  }
  const rows = [...tallies.values()].map((tally) => ({
    tally,
    matchPoints: tally.wins * MATCH_POINTS.win + tally.ties * MATCH_POINTS.tie,
    owp: owp.get(tally.player.id) ?? 0,
    oowp: mean(tally.opponents.map((id) => owp.get(id) ?? 0)),
  }));
  freezeDroppedTiebreakers(rows, players, matches, afterRound);
  const ordered = orderWithHeadToHead(rows);
  const divisionCounters = new Map<Division, number>();
  return ordered.map((row, index) => {
    const division = row.tally.player.division;
    const divisionRank = (divisionCounters.get(division) ?? 0) + 1;
    divisionCounters.set(division, divisionRank);
    return {
      playerId: row.tally.player.id,
      division,
      rank: index + 1,
      divisionRank,
      wins: row.tally.wins,
      losses: row.tally.losses,
      ties: row.tally.ties,
      byes: row.tally.byes,
      matchPoints: row.matchPoints,
      winPercentage: ownPercentage.get(row.tally.player.id) ?? 0,
      opponentsWinPercentage: row.owp,
      opponentsOpponentsWinPercentage: row.oowp,
      dropped: isDropped(row.tally.player, afterRound),
      late: isLate(row.tally.player),
    };
  });
}

/**
 * A player who dropped keeps the tiebreakers they had when they left: their OWP and OOWP are those of the
 * standings after the round they dropped after, not recomputed as their opponents play on. TOM places dropped
 * players this way in every real export read for issue 35, and only this way (docs/tournament-rules.md §3, §10).
 */
function freezeDroppedTiebreakers(
  rows: { tally: Tally; owp: number; oowp: number }[],
  players: readonly RulePlayer[],
  matches: readonly SwissMatch[],
  afterRound: number,
): void {
  const byRound = new Map<number, Map<number, Standing>>();
  for (const row of rows) {
    const dropped = row.tally.player.droppedAfterRound;
    if (dropped === null || dropped >= afterRound) continue;
    let then = byRound.get(dropped);
    if (!then) {
      then = new Map(
        computeStandings(players, matches, dropped).map((standing) => [standing.playerId, standing]),
      );
      byRound.set(dropped, then);
    }
    const standing = then.get(row.tally.player.id);
    if (!standing) continue;
    row.owp = standing.opponentsWinPercentage;
    row.oowp = standing.opponentsOpponentsWinPercentage;
  }
}

/** The last Swiss round whose every table has a settled result; 0 before any. */
export function lastCompleteSwissRound(matches: readonly SwissMatch[]): number {
  const rounds = [...new Set(matches.map((match) => match.round))].sort((a, b) => a - b);
  let complete = 0;
  for (const round of rounds) {
    if (matches.some((match) => match.round === round && match.outcome === null)) break;
    complete = round;
  }
  return complete;
}

/** The standings of one division, in order. */
export function divisionStandings(standings: readonly Standing[], division: Division): Standing[] {
  return standings.filter((standing) => standing.division === division);
}

/** Divisions that have players, oldest first. */
export function divisionsPresent(players: readonly { division: Division }[]): Division[] {
  return DIVISIONS.filter((division) => players.some((player) => player.division === division));
}

function score(tally: Tally, points: number): void {
  if (points === MATCH_POINTS.win) tally.wins++;
  else if (points === MATCH_POINTS.tie) tally.ties++;
  else tally.losses++;
}

function isLate(player: RulePlayer): boolean {
  return player.joinedRound > 1;
}

function isDropped(player: RulePlayer, afterRound: number): boolean {
  return player.droppedAfterRound !== null && player.droppedAfterRound <= afterRound;
}

/** Win percentage for opponents' tiebreakers: a tie is half a win, byes out, 25 % floor, 75 % cap once dropped. */
function resistance(tally: Tally, afterRound: number): number {
  const rounds = tally.wins + tally.losses + tally.ties - tally.byes;
  const score =
    (tally.wins - tally.byes) * RESISTANCE_VALUE.win +
    tally.ties * RESISTANCE_VALUE.tie +
    tally.losses * RESISTANCE_VALUE.loss;
  const raw = rounds > 0 ? score / rounds : 0;
  const floored = Math.max(WIN_PERCENTAGE_FLOOR, raw);
  return isDropped(tally.player, afterRound) ? Math.min(DROPPED_WIN_PERCENTAGE_CAP, floored) : floored;
}

function mean(values: number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}

interface Row {
  tally: Tally;
  matchPoints: number;
  owp: number;
  oowp: number;
}

function sameTiebreakers(a: Row, b: Row): boolean {
  return (
    a.matchPoints === b.matchPoints &&
    isLate(a.tally.player) === isLate(b.tally.player) &&
    Math.abs(a.owp - b.owp) < EPSILON &&
    Math.abs(a.oowp - b.oowp) < EPSILON
  );
}

/**
 * Orders by match points, the late penalty, OWP and OOWP; players still level are ordered by the match points they
 * scored against each other (for two players, their head-to-head result), then by entry (player id) where the
 * sources draw at random, so the standings do not reshuffle between two reads.
 */
function orderWithHeadToHead(rows: Row[]): Row[] {
  const sorted = [...rows].sort(
    (a, b) =>
      b.matchPoints - a.matchPoints ||
      Number(isLate(a.tally.player)) - Number(isLate(b.tally.player)) ||
      (Math.abs(b.owp - a.owp) < EPSILON ? 0 : b.owp - a.owp) ||
      (Math.abs(b.oowp - a.oowp) < EPSILON ? 0 : b.oowp - a.oowp) ||
      a.tally.player.id - b.tally.player.id,
  );
  const result: Row[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && sameTiebreakers(sorted[start], sorted[end])) end++;
    const group = sorted.slice(start, end);
    if (group.length > 1) {
      const ids = new Set(group.map((row) => row.tally.player.id));
      const headToHead = (row: Row) =>
        [...row.tally.against].reduce((sum, [id, points]) => (ids.has(id) ? sum + points : sum), 0);
      group.sort((a, b) => headToHead(b) - headToHead(a) || a.tally.player.id - b.tally.player.id);
    }
    result.push(...group);
    start = end;
  }
  return result;
}
