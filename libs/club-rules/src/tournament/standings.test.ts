import { describe, expect, it } from 'vitest';
import { computeStandings } from './standings.js';
import type { RulePlayer, SwissMatch } from './tournament-types.js';

const player = (id: number, droppedAfterRound: number | null = null): RulePlayer => ({
  id,
  division: 'JUNIOR',
  joinedRound: 1,
  droppedAfterRound,
});

describe('a dropped player’s tiebreakers', () => {
  // As in a real TOM export (docs/tournament-rules.md §10): player 5 loses round 1 to player 1 and drops; player 1
  // then loses twice (1-2). Player 7 loses every round. TOM places 5 above 7, both on no points: 5 keeps the OWP
  // they had when they left (player 1 at 1-0: 100 %), not player 1's final 33 %, which would put 5 below 7 (72 %).
  const players = [1, 2, 3, 4, 6, 7].map((id) => player(id)).concat(player(5, 1));
  const matches: SwissMatch[] = [
    { round: 1, a: 1, b: 5, outcome: 'A_WINS' },
    { round: 1, a: 2, b: 6, outcome: 'A_WINS' },
    { round: 1, a: 3, b: 7, outcome: 'A_WINS' },
    { round: 1, a: 4, b: null, outcome: 'A_WINS' },
    { round: 2, a: 2, b: 1, outcome: 'A_WINS' },
    { round: 2, a: 3, b: 4, outcome: 'A_WINS' },
    { round: 2, a: 6, b: 7, outcome: 'A_WINS' },
    { round: 3, a: 3, b: 2, outcome: 'A_WINS' },
    { round: 3, a: 1, b: 6, outcome: 'B_WINS' },
    { round: 3, a: 4, b: 7, outcome: 'A_WINS' },
  ];

  it('are those of the round they dropped after', () => {
    const standings = computeStandings(players, matches, 3);
    const dropped = standings.find((standing) => standing.playerId === 5)!;
    expect(dropped.opponentsWinPercentage).toBe(1);
    expect(dropped.dropped).toBe(true);
    const noPoints = standings
      .filter((standing) => standing.matchPoints === 0)
      .map((standing) => standing.playerId);
    expect(noPoints).toEqual([5, 7]);
    expect(standings.find((standing) => standing.playerId === 7)!.opponentsWinPercentage).toBeCloseTo(
      (1 + 2 / 3 + 1 / 2) / 3,
      10,
    );
  });

  it('change nothing for the others: their opponent who dropped still counts at most 75 %', () => {
    const standings = computeStandings(players, matches, 3);
    const winner = standings.find((standing) => standing.playerId === 1)!;
    // Player 1's opponents: 5 (dropped at 0-1: the 25 % floor), 2 and 6 (both 2-1).
    expect(winner.opponentsWinPercentage).toBeCloseTo((0.25 + 2 / 3 + 2 / 3) / 3, 10);
  });

  it('are recomputed as usual while the round they dropped after is the last one', () => {
    const afterOne = computeStandings(players, matches, 1);
    expect(afterOne.find((standing) => standing.playerId === 5)!.opponentsWinPercentage).toBe(1);
  });
});
