/**
 * One Swiss round's pairings (docs/tournament-rules.md §4). The matching itself is `tournament-pairings`' Swiss:
 * a maximum-weight matching (Edmonds' blossom) that pairs players with equal match points first and never pairs
 * two players who have met. Around it, the handbook's rules that the library leaves open:
 * - with an odd number of players, the bye goes to the lowest-ranked player who has not had one (the next one up
 *   when pairing the rest without a rematch is impossible), and a player never gets a second bye while anyone
 *   else could take it;
 * - age-modified Swiss (divisions playing together): each division is paired within itself first, and only the
 *   players a division cannot pair (an odd one out) are paired across divisions;
 * - a rematch only when no pairing without one exists at all (tiny events late in the day).
 * Tables are numbered from the top: the pair with the most match points, then the better standing, sits at 1.
 * The library's shuffle is seeded from the players to pair: the same state always gives the same pairing.
 */
import { Swiss } from 'tournament-pairings';
import type { Player as LibraryPlayer } from 'tournament-pairings/interfaces';
import { seedOf, withSeededRandom } from './seeded-random.js';
import type { Division } from './tournament-types.js';

export interface PairingCandidate {
  id: number;
  division: Division;
  matchPoints: number;
  /** Everyone this player has played. */
  opponents: readonly number[];
  hadBye: boolean;
}

export interface Pairing {
  /** 1-based table number; null for the bye. */
  table: number | null;
  a: number;
  /** null: `a` has the bye. */
  b: number | null;
}

export interface PairingOptions {
  /** Age-modified Swiss: prefer opponents of one's own division. */
  preferOwnDivision: boolean;
}

/**
 * Pairs a round. `ranked` holds the players to pair, best standing first (match points, then tiebreakers).
 */
export function pairSwissRound(ranked: readonly PairingCandidate[], options: PairingOptions): Pairing[] {
  if (ranked.length === 0) return [];
  if (ranked.length % 2 === 0)
    return withTables(ranked, pairEven(ranked, options, true) ?? pairEven(ranked, options, false)!, null);
  const byeOrder = [...ranked].reverse();
  const candidates = [
    ...byeOrder.filter((player) => !player.hadBye),
    ...byeOrder.filter((player) => player.hadBye),
  ];
  for (const bye of candidates) {
    const rest = ranked.filter((player) => player.id !== bye.id);
    const pairs = pairEven(rest, options, true);
    if (pairs) return withTables(ranked, pairs, bye.id);
  }
  const bye = candidates[0];
  return withTables(
    ranked,
    pairEven(
      ranked.filter((player) => player.id !== bye.id),
      options,
      false,
    )!,
    bye.id,
  );
}

type Pair = [number, number];

/** Pairs an even number of players completely, or answers null when that needs a rematch and `avoidRematches`. */
function pairEven(
  players: readonly PairingCandidate[],
  options: PairingOptions,
  avoidRematches: boolean,
): Pair[] | null {
  if (options.preferOwnDivision && avoidRematches) {
    const pairs: Pair[] = [];
    const leftOver: PairingCandidate[] = [];
    for (const division of new Set(players.map((player) => player.division))) {
      const own = players.filter((player) => player.division === division);
      const result = match(own, true);
      pairs.push(...result.pairs);
      leftOver.push(...own.filter((player) => result.unpaired.includes(player.id)));
    }
    const across = match(leftOver, true);
    if (!across.unpaired.length) return [...pairs, ...across.pairs];
  }
  const whole = match(players, avoidRematches);
  return whole.unpaired.length ? null : whole.pairs;
}

/** The library's matching of these players; everyone it could not pair comes back in `unpaired`. */
function match(
  players: readonly PairingCandidate[],
  avoidRematches: boolean,
): { pairs: Pair[]; unpaired: number[] } {
  if (players.length === 0) return { pairs: [], unpaired: [] };
  if (players.length === 1) return { pairs: [], unpaired: [players[0].id] };
  const ids = new Set(players.map((player) => player.id));
  const input: LibraryPlayer[] = players.map((player) => ({
    id: player.id,
    score: player.matchPoints,
    avoid: avoidRematches ? player.opponents.filter((id) => ids.has(id)) : [],
  }));
  const pairs: Pair[] = [];
  const unpaired: number[] = [];
  let found: ReturnType<typeof Swiss>;
  try {
    // Seeded from the players to pair, so the desk offline and the server draw the same pairing.
    found = withSeededRandom(seedOf(JSON.stringify(input)), () => Swiss(input, 1));
  } catch {
    // The library fails when some player can meet nobody at all (every pairing a rematch): nobody is paired.
    return { pairs: [], unpaired: players.map((player) => player.id) };
  }
  for (const match of found) {
    if (match.player2 === null || match.player2 === undefined) unpaired.push(Number(match.player1));
    else pairs.push([Number(match.player1), Number(match.player2)]);
  }
  return { pairs, unpaired };
}

/** Orders each pair (better standing first) and numbers the tables from the top; the bye comes last. */
function withTables(ranked: readonly PairingCandidate[], pairs: Pair[], bye: number | null): Pairing[] {
  const place = new Map(ranked.map((player, index) => [player.id, index]));
  const points = new Map(ranked.map((player) => [player.id, player.matchPoints]));
  const ordered = pairs
    .map(([x, y]) => ((place.get(x) ?? 0) <= (place.get(y) ?? 0) ? [x, y] : [y, x]) as Pair)
    .sort(
      ([a1, b1], [a2, b2]) =>
        Math.max(points.get(a2) ?? 0, points.get(b2) ?? 0) -
          Math.max(points.get(a1) ?? 0, points.get(b1) ?? 0) || (place.get(a1) ?? 0) - (place.get(a2) ?? 0),
    );
  const tables: Pairing[] = ordered.map(([a, b], index) => ({ table: index + 1, a, b }));
  return bye === null ? tables : [...tables, { table: null, a: bye, b: null }];
}
