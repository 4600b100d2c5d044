import { describe, expect, it } from 'vitest';
import { computeStandings } from './standings.js';
import {
  drawStateOf,
  playResults,
  resultsKey,
  rulePlayers,
  standingsOf,
  swissMatches,
  topCutMatches,
  type PlayMatch,
  type PlayPlayer,
  type TournamentPlay,
} from './tournament-play.js';
import type { Outcome } from './tournament-types.js';

const player = (id: number, extra: Partial<PlayPlayer> = {}): PlayPlayer => ({
  id,
  division: 'MASTERS',
  checkedIn: true,
  joinedRound: 1,
  droppedAfterRound: null,
  ...extra,
});

const table = (
  round: number,
  a: number,
  b: number | null,
  outcome: Outcome | null,
  stage: PlayMatch['stage'] = 'SWISS',
): PlayMatch => ({
  round,
  stage,
  division: 'MASTERS',
  table: b === null ? null : a,
  playerA: { playerId: a },
  playerB: b === null ? null : { playerId: b },
  outcome,
});

// Five players and one not checked in; round 1 settled (5 has the bye), round 2 still played at one table.
const play: TournamentPlay = {
  players: [1, 2, 3, 4, 5].map((id) => player(id)).concat(player(6, { checkedIn: false })),
  matches: [
    table(1, 1, 2, 'A_WINS'),
    table(1, 3, 4, 'TIE'),
    table(1, 5, null, 'A_WINS'),
    table(2, 1, 5, 'B_WINS'),
    table(2, 3, 2, null),
    table(2, 4, null, 'A_WINS'),
  ],
};

describe('a tournament’s play as the rules read it', () => {
  it('reads the players checked in and the Swiss and top-cut tables', () => {
    expect(rulePlayers(play).map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(swissMatches(play)[2]).toEqual({ round: 1, a: 5, b: null, outcome: 'A_WINS' });
    const withTopCut = { ...play, matches: [...play.matches, table(3, 5, 1, null, 'TOP_CUT')] };
    expect(swissMatches(withTopCut)).toHaveLength(6);
    expect(topCutMatches(withTopCut)).toEqual([
      { round: 3, table: 5, division: 'MASTERS', a: 5, b: 1, outcome: null },
    ]);
    const settings = { plannedRounds: { MASTERS: 3 }, divisionsApart: false, topCut: true };
    expect(drawStateOf(settings, withTopCut)).toEqual({
      tournament: settings,
      players: rulePlayers(play),
      swissMatches: swissMatches(withTopCut),
      topCutMatches: topCutMatches(withTopCut),
    });
  });

  it('ranks after the last complete Swiss round, as computeStandings does', () => {
    const results = playResults(play);
    expect(results.afterRound).toBe(1);
    expect(results.standings).toEqual(computeStandings(rulePlayers(play), swissMatches(play), 1));
    expect(standingsOf(play)).toEqual(results.standings);
    expect(standingsOf(play, 2)).toEqual(computeStandings(rulePlayers(play), swissMatches(play), 2));
  });

  it('gives each record before the round: none in round 1, the last complete round’s while one is played', () => {
    const { recordBefore } = playResults(play);
    expect(recordBefore(1, 1)).toEqual({ record: '0-0-0', matchPoints: 0 });
    expect(recordBefore(1, 2)).toEqual({ record: '1-0-0', matchPoints: 3 });
    expect(recordBefore(3, 2)).toEqual({ record: '0-0-1', matchPoints: 1 });
    expect(recordBefore(5, 2)).toEqual({ record: '1-0-0', matchPoints: 3 });
    // Round 2 is not complete, so round 3's tables show the records after round 1.
    expect(recordBefore(5, 3)).toEqual({ record: '1-0-0', matchPoints: 3 });
    // Someone the standings do not know (not checked in) shows no record.
    expect(recordBefore(6, 2)).toEqual({ record: '0-0-0', matchPoints: 0 });
  });

  it('keys the results by everything they are computed from', () => {
    const key = resultsKey(play);
    expect(resultsKey({ players: [...play.players], matches: play.matches.map((m) => ({ ...m })) })).toBe(
      key,
    );
    const settled = play.matches.map((m) => (m.outcome === null ? { ...m, outcome: 'TIE' as const } : m));
    expect(resultsKey({ ...play, matches: settled })).not.toBe(key);
    const dropped = play.players.map((p) => (p.id === 2 ? { ...p, droppedAfterRound: 1 } : p));
    expect(resultsKey({ ...play, players: dropped })).not.toBe(key);
    const late = play.players.map((p) => (p.id === 6 ? { ...p, checkedIn: true, joinedRound: 2 } : p));
    expect(resultsKey({ ...play, players: late })).not.toBe(key);
  });
});
