import { independentRankOrder, independentStandings } from '../../../test/support/independent-standings.js';
import { computeStandings, type Outcome, type RulePlayer, type SwissMatch } from '@club/rules';

const player = (id: number, extra: Partial<RulePlayer> = {}): RulePlayer => ({
  id,
  division: 'MASTERS',
  joinedRound: 1,
  droppedAfterRound: null,
  ...extra,
});
const match = (
  round: number,
  a: number,
  b: number | null,
  outcome: Outcome | null = 'A_WINS',
): SwissMatch => ({
  round,
  a,
  b,
  outcome,
});

describe('standings', () => {
  it('scores 3 for a win or a bye, 1 for a tie, 0 for a loss', () => {
    const players = [1, 2, 3, 4, 5].map((id) => player(id));
    const matches = [match(1, 1, 2), match(1, 3, 4, 'TIE'), match(1, 5, null)];
    const byId = new Map(computeStandings(players, matches, 1).map((s) => [s.playerId, s]));
    expect(byId.get(1)).toMatchObject({ matchPoints: 3, wins: 1, losses: 0 });
    expect(byId.get(2)).toMatchObject({ matchPoints: 0, wins: 0, losses: 1 });
    expect(byId.get(3)).toMatchObject({ matchPoints: 1, ties: 1 });
    expect(byId.get(5)).toMatchObject({ matchPoints: 3, wins: 1, byes: 1 });
  });

  it('computes OWP with the 25 % floor and OOWP on a worked example', () => {
    // Round 1: 1 beats 2, 3 beats 4. Round 2: 1 beats 3, 2 beats 4.
    const players = [1, 2, 3, 4].map((id) => player(id));
    const matches = [match(1, 1, 2), match(1, 3, 4), match(2, 1, 3), match(2, 2, 4)];
    const byId = new Map(computeStandings(players, matches, 2).map((s) => [s.playerId, s]));
    // Win percentages: 1 → 100 %, 2 → 50 %, 3 → 50 %, 4 → 0 % raised to 25 %.
    expect(byId.get(4)?.winPercentage).toBe(0.25);
    expect(byId.get(1)?.opponentsWinPercentage).toBeCloseTo(0.5); // (50 + 50) / 2
    expect(byId.get(2)?.opponentsWinPercentage).toBeCloseTo(0.625); // (100 + 25) / 2
    expect(byId.get(3)?.opponentsWinPercentage).toBeCloseTo(0.625); // (25 + 100) / 2
    expect(byId.get(4)?.opponentsWinPercentage).toBeCloseTo(0.5); // (50 + 50) / 2
    // OOWP of 1: mean of OWP(2), OWP(3) = 0.625.
    expect(byId.get(1)?.opponentsOpponentsWinPercentage).toBeCloseTo(0.625);
    expect(computeStandings(players, matches, 2).map((s) => s.playerId)).toEqual([1, 2, 3, 4]);
  });

  it('counts a tie as half a win in a win percentage (an opponent at 3-1-1 contributes 70 %)', () => {
    // rk9's example: 1 goes W W W T L over five rounds; 2 is one of their opponents.
    const players = [1, 2, 3, 4, 5, 6].map((id) => player(id));
    const matches = [
      match(1, 1, 2),
      match(2, 1, 3),
      match(3, 1, 4),
      match(4, 1, 5, 'TIE'),
      match(5, 1, 6, 'B_WINS'),
    ];
    const byId = new Map(computeStandings(players, matches, 5).map((s) => [s.playerId, s]));
    expect(byId.get(1)?.winPercentage).toBeCloseTo(0.7, 12);
    expect(byId.get(2)?.opponentsWinPercentage).toBeCloseTo(0.7, 12);
    // 5's only result is a tie: 50 %, above the floor.
    expect(byId.get(5)?.winPercentage).toBeCloseTo(0.5, 12);
  });

  it('ranks a late entry below everyone on the same match points, before OWP', () => {
    // 3 joins in round 2 and beats 4; everyone ends on 3 match points. 3's only opponent (4, 1-1) is stronger
    // than 1's (2 at 0-1 after the bye, floored to 25 %, and 5 at 1-1), yet the late penalty puts 3 last.
    const players = [player(1), player(2), player(3, { joinedRound: 2 }), player(4), player(5)];
    const matches = [match(1, 1, 2), match(1, 4, 5), match(2, 3, 4), match(2, 5, 1), match(2, 2, null)];
    const standings = computeStandings(players, matches, 2);
    const byId = new Map(standings.map((s) => [s.playerId, s]));
    expect(standings.every((s) => s.matchPoints === 3)).toBe(true);
    expect(byId.get(3)).toMatchObject({ late: true, wins: 1, losses: 1 });
    expect(byId.get(3)!.opponentsWinPercentage).toBeCloseTo(0.5, 12);
    expect(byId.get(1)!.opponentsWinPercentage).toBeCloseTo(0.375, 12);
    expect(byId.get(3)!.rank).toBe(5);
  });

  it('takes byes out of an opponent’s record and counts no bye as an opponent', () => {
    // 3 had a bye in round 1 then lost to 1: as an opponent, 3 is 0-1 (25 %), not 1-1.
    const players = [1, 2, 3].map((id) => player(id));
    const matches = [match(1, 1, 2), match(1, 3, null), match(2, 1, 3), match(2, 2, null)];
    const byId = new Map(computeStandings(players, matches, 2).map((s) => [s.playerId, s]));
    expect(byId.get(3)?.winPercentage).toBe(0.25);
    expect(byId.get(1)?.opponentsWinPercentage).toBeCloseTo(0.25);
    expect(byId.get(2)?.opponentsWinPercentage).toBeCloseTo(1);
  });

  it('caps a dropped player’s percentage at 75 % and ends their record where they dropped', () => {
    const players = [player(1, { droppedAfterRound: 1 }), player(2), player(3), player(4)];
    const matches = [match(1, 1, 2), match(1, 3, 4), match(2, 3, 2), match(2, 4, null)];
    const standings = computeStandings(players, matches, 2);
    const byId = new Map(standings.map((s) => [s.playerId, s]));
    expect(byId.get(1)).toMatchObject({ wins: 1, losses: 0, dropped: true, winPercentage: 0.75 });
    expect(byId.get(2)?.opponentsWinPercentage).toBeCloseTo((0.75 + 1) / 2);
  });

  it('counts rounds missed by a late entry as losses', () => {
    const players = [player(1), player(2), player(3, { joinedRound: 2 })];
    const matches = [match(1, 1, 2), match(2, 3, 1), match(2, 2, null)];
    const byId = new Map(computeStandings(players, matches, 2).map((s) => [s.playerId, s]));
    expect(byId.get(3)).toMatchObject({ wins: 1, losses: 1, matchPoints: 3, winPercentage: 0.5 });
  });

  it('breaks a tie that OWP and OOWP leave by head-to-head', () => {
    // 1 and 5 both finish 1-1-1 with opponents of the same records (2-1, 1-1-1 and 0-1-2 each); 5 beat 1.
    const players = [1, 2, 3, 4, 5, 6].map((id) => player(id));
    const matches = [
      match(1, 1, 4),
      match(1, 5, 6, 'B_WINS'),
      match(1, 2, 3, 'TIE'),
      match(2, 6, 4, 'B_WINS'),
      match(2, 5, 2, 'TIE'),
      match(2, 1, 3, 'TIE'),
      match(3, 3, 4, 'B_WINS'),
      match(3, 5, 1),
      match(3, 6, 2),
    ];
    const standings = computeStandings(players, matches, 3);
    const one = standings.find((s) => s.playerId === 1)!;
    const five = standings.find((s) => s.playerId === 5)!;
    expect(one.matchPoints).toBe(five.matchPoints);
    expect(one.opponentsWinPercentage).toBeCloseTo(five.opponentsWinPercentage, 12);
    expect(one.opponentsOpponentsWinPercentage).toBeCloseTo(five.opponentsOpponentsWinPercentage, 12);
    expect(five.rank).toBe(one.rank - 1);
  });

  it('ranks within each division', () => {
    const players = [
      player(1),
      player(2, { division: 'JUNIOR' }),
      player(3),
      player(4, { division: 'JUNIOR' }),
    ];
    const matches = [match(1, 1, 2), match(1, 4, 3)];
    const standings = computeStandings(players, matches, 1);
    const junior = standings.filter((s) => s.division === 'JUNIOR').map((s) => [s.playerId, s.divisionRank]);
    expect(junior).toEqual([
      [4, 1],
      [2, 2],
    ]);
  });

  it('agrees with an independent computation over random tournaments', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let trial = 0; trial < 30; trial++) {
      const count = 5 + Math.floor(random() * 20);
      const players = Array.from({ length: count }, (_, i) =>
        player(i + 1, {
          joinedRound: random() < 0.1 ? 2 : 1,
          droppedAfterRound: random() < 0.1 ? 2 : null,
        }),
      );
      const matches: SwissMatch[] = [];
      for (let round = 1; round <= 4; round++) {
        const active = players
          .filter((p) => p.joinedRound <= round && (p.droppedAfterRound ?? 99) >= round)
          .map((p) => p.id)
          .sort(() => random() - 0.5);
        while (active.length > 1) {
          const outcomes: Outcome[] = ['A_WINS', 'B_WINS', 'TIE'];
          matches.push(match(round, active.pop()!, active.pop()!, outcomes[Math.floor(random() * 2.2)]));
        }
        if (active.length) matches.push(match(round, active.pop()!, null));
      }
      const expected = independentStandings(players, matches, 4);
      const standings = computeStandings(players, matches, 4);
      for (const standing of standings) {
        const other = expected.get(standing.playerId)!;
        expect(standing.matchPoints).toBe(other.matchPoints);
        expect(standing.late).toBe(other.late);
        expect(standing.opponentsWinPercentage).toBeCloseTo(other.owp, 10);
        expect(standing.opponentsOpponentsWinPercentage).toBeCloseTo(other.oowp, 10);
      }
      const order = independentRankOrder(players, matches, 4);
      for (let i = 0; i < standings.length; i++) {
        for (let j = i + 1; j < standings.length; j++) {
          expect(order(standings[i].playerId, standings[j].playerId)).toBeLessThanOrEqual(0);
        }
      }
    }
  });
});
