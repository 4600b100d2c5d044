/**
 * TOM's tournament file (`.tdf`), as Play! Pokémon's Tournament Operations Manager writes it (TOM 1.74 to 1.84 in
 * the exports read for issue 35): every element we read or write, in TOM's order. docs/tournament-rules.md §10
 * says what each code means and what the real exports taught us.
 */

/** `<pod category>`: one age division, or several playing together. */
export const POD_CATEGORY = {
  JUNIOR: 0,
  SENIOR: 1,
  MASTERS: 2,
  /** Juniors and Seniors together. */
  JUNIOR_SENIOR: 8,
  /** Seniors and Masters together. */
  SENIOR_MASTERS: 9,
  /** All three together. */
  ALL: 10,
} as const;
export const POD_CATEGORIES: readonly number[] = Object.values(POD_CATEGORY);

/** `<match outcome>`. */
export const OUTCOME = { NOT_REPORTED: 0, PLAYER1_WINS: 1, PLAYER2_WINS: 2, TIE: 3, BYE: 5 } as const;
export const OUTCOMES: readonly number[] = Object.values(OUTCOME);

/** `<round type>`: 1 is a single-elimination (top-cut) round; TOM writes 2 or 3 for Swiss. */
export const SINGLE_ELIMINATION_ROUND = 1;

export interface TomData {
  name: string;
  /** The sanction id, e.g. '26-06-000394'; '' for an unsanctioned test tournament. */
  id: string;
  city: string;
  state: string;
  country: string;
  /** Minutes; 0 is untimed. */
  roundTime: number;
  finalsRoundTime: number;
  organizer: { popId: string; name: string };
  /** 'YYYY-MM-DD' (TOM writes MM/DD/YYYY). */
  startDate: string;
  lessSwiss: boolean;
  autoTableNumber: boolean;
  overflowTableStart: number;
}

export interface TomPlayer {
  /** The Play! Pokémon Player ID. */
  userId: string;
  firstName: string;
  lastName: string;
  /** Only the year of `<birthdate>` is kept (docs/adr/0061). */
  birthYear: number | null;
  starter: boolean;
  order: number | null;
  seed: number | null;
  dropped: { status: number; round: number; timestamp: string | null } | null;
  /** 'MM/DD/YYYY HH:MM:SS' as TOM writes it. */
  creationDate: string;
  lastModifiedDate: string;
}

export interface TomMatch {
  outcome: number;
  /** The first player, or the one player of a bye. */
  player1: string;
  /** null for a bye. */
  player2: string | null;
  timestamp: string | null;
  /** 0 for a bye. */
  table: number;
}

export interface TomRound {
  number: number;
  type: number;
  stage: number;
  /** Seconds left on TOM's clock when it saved. */
  timeLeft: number | null;
  /** 'MM/DD/YYYY HH:MM:SS' (TOM's local time), when paired and when started. */
  pairTime: string | null;
  startTime: string | null;
  matches: TomMatch[];
}

export interface TomPod {
  category: number;
  stage: number;
  startingTable: number;
  playoff3rd4th: boolean;
  subgroupCount: number;
  additionalRounds: number | null;
  /** TOM 1.84 writes an (empty) `<blockedranges>` in `<poddata>`. */
  blockedRanges: boolean;
  /** The players of each subgroup, in TOM's order. */
  subgroups: { number: number; players: string[] }[];
  rounds: TomRound[];
}

export interface TomStandingsPod {
  category: number;
  type: 'finished' | 'dnf';
  players: { id: string; place: number | null }[];
}

export interface TomFinalsCut {
  key: number;
  options: number[];
  cut: number;
  playerCount: number;
  paired3rd4th: boolean;
}

export interface TomFile {
  type: string;
  stage: string;
  version: string;
  gameType: string;
  mode: string;
  data: TomData;
  timeElapsed: number;
  players: TomPlayer[];
  pods: TomPod[];
  /** null while TOM has not finished the tournament. */
  standings: TomStandingsPod[] | null;
  finalsOptions: TomFinalsCut[];
}
