/**
 * A tournament's play as the rules read it: its players and every table, in the shape of the desk's snapshot
 * (docs/adr/0051). The server hands in its stored players and tables, the desk its snapshot, and both get the
 * same standings, records and draws from here.
 */
import type { DrawSettings, DrawState, TopCutMatch } from './next-round.js';
import { computeStandings, lastCompleteSwissRound, type Standing } from './standings.js';
import type { Division, Outcome, RulePlayer, SwissMatch } from './tournament-types.js';

export interface PlayPlayer {
  id: number;
  division: Division;
  /** In the tournament proper (round 1 on, everyone paired is). */
  checkedIn: boolean;
  joinedRound: number;
  droppedAfterRound: number | null;
}

export interface PlayMatch {
  round: number;
  stage: 'SWISS' | 'TOP_CUT';
  division: Division;
  /** null for a bye. */
  table: number | null;
  playerA: { playerId: number };
  /** null: `playerA` has the bye. */
  playerB: { playerId: number } | null;
  outcome: Outcome | null;
}

export interface TournamentPlay<P extends PlayPlayer = PlayPlayer> {
  players: readonly P[];
  matches: readonly PlayMatch[];
}

/** A player's record as a table shows it: before the table's round. */
export interface RecordBefore {
  /** Wins-losses-ties. */
  record: string;
  matchPoints: number;
}

/** What the play gives: the standings after its last complete Swiss round, and each record before a round. */
export interface PlayResults {
  /** The last Swiss round whose every table has a settled result; 0 before any. */
  afterRound: number;
  standings: Standing[];
  recordBefore(playerId: number, round: number): RecordBefore;
}

/** Players in the tournament proper: checked in. */
export function enteredPlayers<P extends PlayPlayer>(play: Pick<TournamentPlay<P>, 'players'>): P[] {
  return play.players.filter((player) => player.checkedIn);
}

export function rulePlayers(play: Pick<TournamentPlay, 'players'>): RulePlayer[] {
  return enteredPlayers(play).map(({ id, division, joinedRound, droppedAfterRound }) => ({
    id,
    division,
    joinedRound,
    droppedAfterRound,
  }));
}

export function swissMatches(play: Pick<TournamentPlay, 'matches'>): SwissMatch[] {
  return play.matches
    .filter((match) => match.stage === 'SWISS')
    .map((match) => ({
      round: match.round,
      a: match.playerA.playerId,
      b: match.playerB?.playerId ?? null,
      outcome: match.outcome,
    }));
}

export function topCutMatches(play: Pick<TournamentPlay, 'matches'>): TopCutMatch[] {
  return play.matches
    .filter((match) => match.stage === 'TOP_CUT')
    .map((match) => ({
      round: match.round,
      table: match.table,
      division: match.division,
      a: match.playerA.playerId,
      b: match.playerB!.playerId,
      outcome: match.outcome,
    }));
}

/** What the next round is drawn from, with the tournament's settings as they stand. */
export function drawStateOf(tournament: DrawSettings, play: TournamentPlay): DrawState {
  return {
    tournament,
    players: rulePlayers(play),
    swissMatches: swissMatches(play),
    topCutMatches: topCutMatches(play),
  };
}

/** Standings after the last complete Swiss round (or `afterRound`), as the live pages show them. */
export function standingsOf(
  play: TournamentPlay,
  afterRound = lastCompleteSwissRound(swissMatches(play)),
): Standing[] {
  return computeStandings(rulePlayers(play), swissMatches(play), afterRound);
}

/**
 * The standings, and each player's record before a round: the standings after the round before it, or
 * after the last complete round while that one is still played. Each round's standings are computed once,
 * when first asked.
 */
export function playResults(play: TournamentPlay): PlayResults {
  const players = rulePlayers(play);
  const swiss = swissMatches(play);
  const afterRound = lastCompleteSwissRound(swiss);
  const byRound = new Map<number, Map<number, Standing>>();
  const standingsAfter = (round: number) => {
    let found = byRound.get(round);
    if (!found) {
      found = new Map(
        computeStandings(players, swiss, round).map((standing) => [standing.playerId, standing]),
      );
      byRound.set(round, found);
    }
    return found;
  };
  const standings = computeStandings(players, swiss, afterRound);
  byRound.set(afterRound, new Map(standings.map((standing) => [standing.playerId, standing])));
  return {
    afterRound,
    standings,
    recordBefore(playerId, round) {
      const standing = standingsAfter(Math.min(round - 1, afterRound)).get(playerId);
      return {
        record: standing ? `${standing.wins}-${standing.losses}-${standing.ties}` : '0-0-0',
        matchPoints: standing?.matchPoints ?? 0,
      };
    },
  };
}

/** A text naming everything `playResults` reads: plays with the same key have the same results. */
export function resultsKey(play: TournamentPlay): string {
  return JSON.stringify([
    play.players.map((p) => [p.id, p.division, p.checkedIn, p.joinedRound, p.droppedAfterRound]),
    play.matches.map((m) => [m.round, m.stage, m.playerA.playerId, m.playerB?.playerId ?? null, m.outcome]),
  ]);
}
