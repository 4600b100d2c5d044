/** The vocabulary of a tournament's rules, shared by the rule modules of this folder. */

export const DIVISIONS = ['MASTERS', 'SENIOR', 'JUNIOR'] as const;
/** Play! Pokémon's age divisions, oldest first (the order standings and tables list them in). */
export type Division = (typeof DIVISIONS)[number];

export const DIVISION_LABEL: Record<Division, string> = {
  MASTERS: 'Masters',
  SENIOR: 'Senior',
  JUNIOR: 'Junior',
};

export const OUTCOMES = ['A_WINS', 'B_WINS', 'TIE'] as const;
/** A table's result, from the side of the player listed first (A). */
export type Outcome = (typeof OUTCOMES)[number];

/** One Swiss match: `b` null is a bye; `outcome` null means no result yet. */
export interface SwissMatch {
  round: number;
  a: number;
  b: number | null;
  outcome: Outcome | null;
}

/** A player as the rules see them. */
export interface RulePlayer {
  id: number;
  division: Division;
  /** The first Swiss round they were paired in (1, or later for a late entry). */
  joinedRound: number;
  /** The last round they played before dropping; null while they play on. */
  droppedAfterRound: number | null;
}

export const MATCH_POINTS = { win: 3, tie: 1, loss: 0 } as const;
