import { basicOdds, binomial, cardOdds, probabilityAtLeastOne, ratio } from './opening-odds.js';

/** The same odds by summing over every hand composition, in floating point: an independent check. */
function bruteForce(deckSize: number, copies: number, basics: number, cardIsBasic: boolean) {
  const otherBasics = cardIsBasic ? basics - copies : basics;
  const rest = deckSize - copies - otherBasics;
  const hands = Number(binomial(deckSize, 7));
  let kept = 0;
  let keptWithCopy = 0;
  let keptByDraw = 0;
  for (let c = 0; c <= 7; c++) {
    for (let o = 0; o + c <= 7; o++) {
      const weight =
        Number(binomial(copies, c) * binomial(otherBasics, o) * binomial(rest, 7 - c - o)) / hands;
      if (weight === 0 || (cardIsBasic ? c + o : o) === 0) continue;
      kept += weight;
      if (c > 0) keptWithCopy += weight;
      keptByDraw += weight * (c > 0 ? 1 : copies / (deckSize - 7));
    }
  }
  return { inKeptOpeningHand: keptWithCopy / kept, byFirstTurnAfterMulligans: keptByDraw / kept };
}

describe('opening-hand odds', () => {
  it('computes exact binomials', () => {
    expect(binomial(60, 7)).toBe(386206920n);
    expect(binomial(50, 7)).toBe(99884400n);
    expect(binomial(60, 0)).toBe(1n);
    expect(binomial(5, 7)).toBe(0n);
    expect(binomial(200, 100)).toBe(90548514656103281165404177077484163874504589675413336841320n);
  });

  it('gives P(at least one Basic in the opening 7)', () => {
    // 1 - C(50,7)/C(60,7) with 10 Basics.
    expect(basicOdds(60, 10).atLeastOneBasic).toBeCloseTo(1 - 99884400 / 386206920, 14);
    expect(basicOdds(60, 10).mulligan).toBeCloseTo(0.25863, 5);
    expect(basicOdds(60, 10).expectedMulligans).toBeCloseTo(0.25863 / 0.74137, 4);
    expect(basicOdds(60, 0)).toEqual({
      atLeastOneBasic: 0,
      mulligan: 1,
      expectedMulligans: Number.POSITIVE_INFINITY,
    });
    expect(basicOdds(60, 60).atLeastOneBasic).toBe(1);
  });

  it('gives P(a 4-of by the opening hand and by the first turn draw)', () => {
    const odds = cardOdds({ deckSize: 60, copies: 4, basicPokemon: 10, cardIsBasic: false });
    expect(odds.inOpeningHand).toBeCloseTo(1 - 231917400 / 386206920, 14); // C(56,7)/C(60,7)
    expect(odds.byFirstTurnGoingFirst).toBeCloseTo(1 - 1420494075 / 2558620845, 14); // C(56,8)/C(60,8)
    expect(odds.byFirstTurnGoingSecond).toBe(odds.byFirstTurnGoingFirst);
    expect(odds.byFirstTurnGoingFirst).toBeGreaterThan(odds.inOpeningHand);
  });

  it.each([
    [60, 4, 10, false],
    [60, 4, 10, true],
    [60, 1, 1, true],
    [60, 2, 8, false],
    [40, 3, 12, true],
  ])(
    'conditions on keeping the hand (deck %i, %i copies, %i Basics, Basic: %s)',
    (deckSize, copies, basics, isBasic) => {
      const odds = cardOdds({ deckSize, copies, basicPokemon: basics, cardIsBasic: isBasic });
      const check = bruteForce(deckSize, copies, basics, isBasic);
      expect(odds.inKeptOpeningHand).toBeCloseTo(check.inKeptOpeningHand, 12);
      expect(odds.byFirstTurnAfterMulligans).toBeCloseTo(check.byFirstTurnAfterMulligans, 12);
    },
  );

  it('is 1 for the only Basic (every kept hand holds it) and 0 without copies', () => {
    expect(cardOdds({ deckSize: 60, copies: 1, basicPokemon: 1, cardIsBasic: true }).inKeptOpeningHand).toBe(
      1,
    );
    expect(cardOdds({ deckSize: 60, copies: 0, basicPokemon: 10, cardIsBasic: false })).toEqual({
      inOpeningHand: 0,
      byFirstTurnGoingFirst: 0,
      byFirstTurnGoingSecond: 0,
      inKeptOpeningHand: 0,
      byFirstTurnAfterMulligans: 0,
    });
  });

  it('handles edge sizes', () => {
    expect(probabilityAtLeastOne(5, 1, 7)).toBe(1);
    expect(ratio(1n, 3n)).toBeCloseTo(1 / 3, 15);
  });
});
