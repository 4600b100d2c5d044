/**
 * Exact opening-hand odds (hypergeometric), computed with BigInt binomials and converted to a number at the end.
 * Timing: both players draw a card at the start of their first turn (only attacking and, going first, playing a
 * Supporter are restricted), so by your first turn's draw you have seen 8 cards whether you go first or second.
 * The 6 Prize cards are taken from the shuffled deck after the opening hand, so they do not change these odds.
 * Mulligans: an opening hand without a Basic Pokémon is shuffled back and redrawn, so the figures "given a hand you
 * keep" are conditioned on the 7 cards holding at least one Basic Pokémon.
 */

export const OPENING_HAND_SIZE = 7;

export interface BasicOdds {
  /** P(at least one Basic Pokémon in the opening 7). */
  atLeastOneBasic: number;
  /** P(mulligan) = 1 - atLeastOneBasic. */
  mulligan: number;
  /** Expected number of mulligans before a hand is kept (geometric: p / (1 - p)); Infinity without Basics. */
  expectedMulligans: number;
}

export interface CardOdds {
  /** P(at least one copy in the opening 7), ignoring mulligans. */
  inOpeningHand: number;
  /** P(at least one copy among the 8 cards seen by your first turn's draw), going first. */
  byFirstTurnGoingFirst: number;
  /** The same going second (equal: both players draw on their first turn). */
  byFirstTurnGoingSecond: number;
  /** P(at least one copy in the opening 7 | the hand holds a Basic Pokémon, i.e. after any mulligans). */
  inKeptOpeningHand: number;
  /** P(at least one copy by your first turn's draw | the opening hand was kept). */
  byFirstTurnAfterMulligans: number;
}

export interface CardOddsInput {
  deckSize: number;
  copies: number;
  /** Basic Pokémon in the deck, counting the chosen card's copies when it is one. */
  basicPokemon: number;
  /** Whether the chosen card is itself a Basic Pokémon. */
  cardIsBasic: boolean;
}

/** n choose k, exactly; 0 when k is out of range. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  const m = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= m; i++) result = (result * BigInt(n - m + i)) / BigInt(i);
  return result;
}

/** P(at least one of `successes` cards among `draws` cards drawn from `deckSize`). */
export function probabilityAtLeastOne(deckSize: number, successes: number, draws: number): number {
  if (successes <= 0 || draws <= 0) return 0;
  const total = binomial(deckSize, Math.min(draws, deckSize));
  if (total === 0n) return 0;
  return ratio(total - binomial(deckSize - successes, Math.min(draws, deckSize)), total);
}

export function basicOdds(deckSize: number, basicPokemon: number): BasicOdds {
  const atLeastOneBasic = probabilityAtLeastOne(deckSize, basicPokemon, OPENING_HAND_SIZE);
  const mulligan = 1 - atLeastOneBasic;
  return {
    atLeastOneBasic,
    mulligan,
    expectedMulligans: atLeastOneBasic === 0 ? Number.POSITIVE_INFINITY : mulligan / atLeastOneBasic,
  };
}

export function cardOdds({ deckSize, copies, basicPokemon, cardIsBasic }: CardOddsInput): CardOdds {
  const seenByFirstTurn = OPENING_HAND_SIZE + 1;
  const byFirstTurn = probabilityAtLeastOne(deckSize, copies, seenByFirstTurn);
  return {
    inOpeningHand: probabilityAtLeastOne(deckSize, copies, OPENING_HAND_SIZE),
    byFirstTurnGoingFirst: byFirstTurn,
    byFirstTurnGoingSecond: byFirstTurn,
    inKeptOpeningHand: keptHandOdds(deckSize, copies, basicPokemon, cardIsBasic, false),
    byFirstTurnAfterMulligans: keptHandOdds(deckSize, copies, basicPokemon, cardIsBasic, true),
  };
}

/**
 * P(a copy by the 7-card hand, or by the first draw | hand holds a Basic). Counting hands with no copy:
 * they draw all 7 from the deck without the copies and still need one of the other Basics.
 */
function keptHandOdds(
  deckSize: number,
  copies: number,
  basics: number,
  cardIsBasic: boolean,
  withDraw: boolean,
) {
  const hands = binomial(deckSize, OPENING_HAND_SIZE);
  const keptHands = hands - binomial(deckSize - basics, OPENING_HAND_SIZE);
  if (keptHands <= 0n) return 0;
  if (copies <= 0) return 0;
  const otherBasics = cardIsBasic ? basics - copies : basics;
  const rest = deckSize - copies;
  const keptWithoutCopy = binomial(rest, OPENING_HAND_SIZE) - binomial(rest - otherBasics, OPENING_HAND_SIZE);
  const remaining = deckSize - OPENING_HAND_SIZE;
  if (withDraw && remaining <= 0) return keptHandOdds(deckSize, copies, basics, cardIsBasic, false);
  // The draw misses too: (remaining - copies) of the remaining cards are not copies.
  const missNumerator = withDraw
    ? keptWithoutCopy * BigInt(Math.max(remaining - copies, 0))
    : keptWithoutCopy;
  const missDenominator = withDraw ? keptHands * BigInt(remaining) : keptHands;
  return 1 - ratio(missNumerator, missDenominator);
}

/** numerator / denominator as a number, exact to about 15 significant digits. */
export function ratio(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) return 0;
  const scale = 10n ** 18n;
  return Number((numerator * scale) / denominator) / 1e18;
}
