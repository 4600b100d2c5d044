import { describe, expect, it } from 'vitest';
import { bracketOrder, finalPlacings, firstTopCutRound, nextTopCutRound } from './top-cut.js';

describe('top cut', () => {
  it('seeds a bracket so the top seeds meet last', () => {
    expect(bracketOrder(2)).toEqual([1, 2]);
    expect(bracketOrder(4)).toEqual([1, 4, 2, 3]);
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('pairs the first round by seed, seed 1 at table 1', () => {
    const seeded = [11, 12, 13, 14, 15, 16, 17, 18];
    expect(firstTopCutRound(seeded)).toEqual([
      { table: 1, a: 11, b: 18 },
      { table: 2, a: 14, b: 15 },
      { table: 3, a: 12, b: 17 },
      { table: 4, a: 13, b: 16 },
    ]);
  });

  it('sends winners of neighbouring tables on together', () => {
    expect(
      nextTopCutRound([
        { a: 11, b: 18, winner: 18 },
        { a: 14, b: 15, winner: 14 },
        { a: 12, b: 17, winner: 12 },
        { a: 13, b: 16, winner: 16 },
      ]),
    ).toEqual([
      { table: 1, a: 18, b: 14 },
      { table: 2, a: 12, b: 16 },
    ]);
    expect(() =>
      nextTopCutRound([
        { a: 1, b: 2, winner: null },
        { a: 3, b: 4, winner: 3 },
      ]),
    ).toThrow();
  });

  it('places the champion, the finalist, then each round’s losers by Swiss standing, then the rest', () => {
    const swiss = [1, 2, 3, 4, 5, 6];
    const semis = [
      { a: 1, b: 4, winner: 4 },
      { a: 2, b: 3, winner: 2 },
    ];
    const final = [{ a: 4, b: 2, winner: 2 }];
    expect(finalPlacings(swiss, [semis, final])).toEqual([2, 4, 1, 3, 5, 6]);
  });

  it('keeps Swiss order without a top cut', () => {
    expect(finalPlacings([3, 1, 2], [])).toEqual([3, 1, 2]);
  });
});
