/**
 * The top cut: single elimination seeded by Swiss standing, and the final placings (docs/tournament-rules.md
 * §6). Seeds meet as a bracket does, so the top two seeds can meet only in the final (1 v 8, 4 v 5, 2 v 7, 3 v 6).
 */

export interface BracketMatch {
  /** The better seed (or the winner of the bracket's upper match). */
  a: number;
  b: number;
  /** Who won; null while the match is played. */
  winner: number | null;
}

/** Seeds in bracket order for a bracket of `size` (a power of two). */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** The first top-cut round: `seeded` holds the players in seed order (seed 1 first); table 1 is seed 1's. */
export function firstTopCutRound(seeded: readonly number[]): { table: number; a: number; b: number }[] {
  const order = bracketOrder(seeded.length);
  const pairs = [];
  for (let index = 0; index < order.length; index += 2) {
    pairs.push({ table: index / 2 + 1, a: seeded[order[index] - 1], b: seeded[order[index + 1] - 1] });
  }
  return pairs;
}

/** The next round from the finished one (in table order): winners of neighbouring tables meet. */
export function nextTopCutRound(
  previous: readonly BracketMatch[],
): { table: number; a: number; b: number }[] {
  const pairs = [];
  for (let index = 0; index + 1 < previous.length; index += 2) {
    const [upper, lower] = [previous[index].winner, previous[index + 1].winner];
    if (upper === null || lower === null) throw new Error('The previous top-cut round is not finished.');
    pairs.push({ table: index / 2 + 1, a: upper, b: lower });
  }
  return pairs;
}

/**
 * Final placings of a division, best first: the champion, the finalist, then the players knocked out in each
 * earlier top-cut round (later rounds first), each group ordered by Swiss standing, then everyone else in Swiss
 * order. `swissOrder` is the division's Swiss standings; `rounds` the top-cut rounds in order.
 */
export function finalPlacings(
  swissOrder: readonly number[],
  rounds: readonly (readonly BracketMatch[])[],
): number[] {
  if (!rounds.length) return [...swissOrder];
  const swissPlace = new Map(swissOrder.map((id, index) => [id, index]));
  const bySwiss = (ids: number[]) => ids.sort((x, y) => (swissPlace.get(x) ?? 0) - (swissPlace.get(y) ?? 0));
  const final = rounds[rounds.length - 1];
  if (final.length !== 1 || final[0].winner === null) throw new Error('The top cut is not finished.');
  const champion = final[0].winner;
  const placed = [champion, final[0].a === champion ? final[0].b : final[0].a];
  for (let round = rounds.length - 2; round >= 0; round--) {
    placed.push(...bySwiss(rounds[round].map((match) => (match.winner === match.a ? match.b : match.a))));
  }
  const inCut = new Set(placed);
  return [...placed, ...swissOrder.filter((id) => !inCut.has(id))];
}
