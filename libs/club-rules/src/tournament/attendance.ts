/**
 * How long a tournament runs and how many play on in the top cut, by attendance (Tournament Operation
 * Procedures, 'Swiss rounds and top cut by attendance'; docs/tournament-rules.md §2).
 */

interface Bracket {
  /** Smallest attendance of the bracket. */
  from: number;
  rounds: number;
  topCut: number;
}

/** Attendance brackets, largest first. Below four players the table says nothing: see `swissRounds`. */
const BRACKETS: readonly Bracket[] = [
  { from: 410, rounds: 10, topCut: 64 },
  { from: 227, rounds: 9, topCut: 32 },
  { from: 129, rounds: 8, topCut: 16 },
  { from: 65, rounds: 7, topCut: 8 },
  { from: 33, rounds: 6, topCut: 8 },
  { from: 21, rounds: 5, topCut: 8 },
  { from: 13, rounds: 5, topCut: 4 },
  { from: 9, rounds: 4, topCut: 2 },
  { from: 4, rounds: 3, topCut: 0 },
];

export const MIN_PLAYERS = 2;

function bracketOf(players: number): Bracket | undefined {
  return BRACKETS.find((bracket) => players >= bracket.from);
}

/**
 * Swiss rounds for this many players. Two or three players (too few for the table, a club's quiet night) play
 * everyone once: one or two rounds.
 */
export function swissRounds(players: number): number {
  if (players < MIN_PLAYERS) return 0;
  return bracketOf(players)?.rounds ?? players - 1;
}

/** Players in the top cut for this many players; 0 means no top cut (the Swiss standings are final). */
export function topCutSize(players: number): number {
  return bracketOf(players)?.topCut ?? 0;
}
