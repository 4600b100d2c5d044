import { describe, expect, it } from 'vitest';
import { pairSwissRound, type PairingCandidate } from './swiss-pairing.js';
import type { Division } from './tournament-types.js';

const TOGETHER = { preferOwnDivision: false };
const AGE_MODIFIED = { preferOwnDivision: true };

function candidates(
  count: number,
  points: (index: number) => number = () => 0,
  division: Division = 'MASTERS',
) {
  return Array.from({ length: count }, (_, index): PairingCandidate => ({
    id: index + 1,
    division,
    matchPoints: points(index),
    opponents: [],
    hadBye: false,
  }));
}

const pairsOf = (pairings: ReturnType<typeof pairSwissRound>) =>
  pairings.filter((pairing) => pairing.b !== null).map((pairing) => [pairing.a, pairing.b as number]);

describe('Swiss pairing', () => {
  it('pairs everyone once, numbers tables from 1 and gives no bye to an even field', () => {
    const pairings = pairSwissRound(candidates(8), TOGETHER);
    expect(pairings).toHaveLength(4);
    expect(pairings.map((pairing) => pairing.table)).toEqual([1, 2, 3, 4]);
    const seated = pairings.flatMap((pairing) => [pairing.a, pairing.b]);
    expect(new Set(seated).size).toBe(8);
  });

  it('pairs within match-point groups when the groups are even', () => {
    const field = candidates(8, (index) => (index < 4 ? 3 : 0));
    for (let trial = 0; trial < 20; trial++) {
      for (const [a, b] of pairsOf(pairSwissRound(field, TOGETHER))) {
        expect(field[a - 1].matchPoints).toBe(field[b - 1].matchPoints);
      }
    }
  });

  it('pairs across groups only as often as odd groups force', () => {
    // Groups of 3, 2 and 3 players: the two odd groups need one pair across them, never more.
    const field = candidates(8, (index) => (index < 3 ? 6 : index < 5 ? 3 : 0));
    for (let trial = 0; trial < 20; trial++) {
      const crossing = pairsOf(pairSwissRound(field, TOGETHER)).filter(
        ([a, b]) => field[a - 1].matchPoints !== field[b - 1].matchPoints,
      );
      expect(crossing).toHaveLength(1);
    }
  });

  it('puts the pair with the most match points at table 1', () => {
    const field = candidates(6, (index) => [6, 6, 3, 3, 0, 0][index]);
    const [first] = pairSwissRound(field, TOGETHER);
    expect([first.a, first.b].sort()).toEqual([1, 2]);
    expect(first.a).toBe(1);
  });

  it('never pairs a rematch when another pairing exists', () => {
    // Everyone level; 1 has played 2, 3 and 4; 2 has played 3.
    const field = candidates(6);
    field[0].opponents = [2, 3, 4];
    field[1].opponents = [1, 3];
    field[2].opponents = [1, 2];
    field[3].opponents = [1];
    for (let trial = 0; trial < 20; trial++) {
      for (const [a, b] of pairsOf(pairSwissRound(field, TOGETHER))) {
        expect(field[a - 1].opponents).not.toContain(b);
      }
    }
  });

  it('gives the bye to the lowest-ranked player without one', () => {
    const field = candidates(7, (index) => 6 - index);
    expect(pairSwissRound(field, TOGETHER).find((p) => p.b === null)).toEqual({ table: null, a: 7, b: null });
    field[6].hadBye = true;
    expect(pairSwissRound(field, TOGETHER).find((p) => p.b === null)?.a).toBe(6);
    field[5].hadBye = true;
    expect(pairSwissRound(field, TOGETHER).find((p) => p.b === null)?.a).toBe(5);
  });

  it('moves the bye up when the rest cannot be paired without a rematch', () => {
    // 3 players; 7 has had no bye but pairing 5 and 6 would be a rematch.
    const field = candidates(3);
    field.forEach((player, index) => (player.id = index + 5));
    field[0].opponents = [6];
    field[1].opponents = [5];
    expect(pairSwissRound(field, TOGETHER).find((p) => p.b === null)?.a).not.toBe(7);
  });

  it('runs a whole odd tournament with no rematch and no second bye', () => {
    const field = candidates(23);
    const points = new Map(field.map((player) => [player.id, 0]));
    const opponents = new Map(field.map((player) => [player.id, [] as number[]]));
    const byes = new Set<number>();
    for (let round = 1; round <= 5; round++) {
      const ranked = field
        .map((player) => ({
          ...player,
          matchPoints: points.get(player.id)!,
          opponents: opponents.get(player.id)!,
          hadBye: byes.has(player.id),
        }))
        .sort((a, b) => b.matchPoints - a.matchPoints || a.id - b.id);
      const pairings = pairSwissRound(ranked, TOGETHER);
      expect(pairings.filter((p) => p.b === null)).toHaveLength(1);
      for (const pairing of pairings) {
        if (pairing.b === null) {
          expect(byes.has(pairing.a)).toBe(false);
          byes.add(pairing.a);
          points.set(pairing.a, points.get(pairing.a)! + 3);
          continue;
        }
        expect(opponents.get(pairing.a)).not.toContain(pairing.b);
        opponents.get(pairing.a)!.push(pairing.b);
        opponents.get(pairing.b)!.push(pairing.a);
        const winner = (pairing.a * 7 + pairing.b * 3 + round) % 2 ? pairing.a : pairing.b;
        points.set(winner, points.get(winner)! + 3);
      }
    }
  });

  it('keeps divisions apart in age-modified Swiss, crossing only for odd ones out', () => {
    const masters = candidates(17);
    const juniors = candidates(7, () => 0, 'JUNIOR').map((player) => ({ ...player, id: player.id + 100 }));
    const field = [...masters, ...juniors];
    for (let trial = 0; trial < 10; trial++) {
      const crossing = pairsOf(pairSwissRound(field, AGE_MODIFIED)).filter(([a, b]) => a > 100 !== b > 100);
      expect(crossing).toHaveLength(1);
    }
    const even = [...candidates(18), ...juniors.slice(0, 6)];
    const crossingEven = pairsOf(pairSwissRound(even, AGE_MODIFIED)).filter(([a, b]) => a > 100 !== b > 100);
    expect(crossingEven).toHaveLength(0);
  });

  it('allows a rematch only when every pairing would be one', () => {
    const field = candidates(4);
    field.forEach((player) => (player.opponents = [1, 2, 3, 4].filter((id) => id !== player.id)));
    expect(pairsOf(pairSwissRound(field, TOGETHER))).toHaveLength(2);
  });
});

describe('Swiss pairing, drawn again', () => {
  it('pairs the same state the same way every time, so the desk offline announces what the server pairs', () => {
    const field = candidates(24, (index) => (index % 3) * 3);
    const first = pairSwissRound(field, TOGETHER);
    for (let run = 0; run < 5; run++) expect(pairSwissRound(field, TOGETHER)).toEqual(first);
    expect(pairSwissRound(candidates(24), AGE_MODIFIED)).toEqual(
      pairSwissRound(candidates(24), AGE_MODIFIED),
    );
  });

  it('leaves Math.random as it was', () => {
    const random = Math.random;
    pairSwissRound(candidates(6), TOGETHER);
    expect(Math.random).toBe(random);
  });
});
