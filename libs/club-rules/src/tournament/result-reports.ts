/**
 * How a table's result is settled (docs/tournament-rules.md §7): one player reports it and the other confirms
 * the same result, or the organiser enters it. A player may change their own report until it is confirmed; a
 * different report from the opponent replaces it and waits for the first player's confirmation. Once settled,
 * only the organiser changes a result (a correction). Single elimination has no ties.
 */
import type { Outcome } from './tournament-types.js';

export type Side = 'A' | 'B';

export interface ResultState {
  outcome: Outcome | null;
  reportedOutcome: Outcome | null;
  reportedBy: Side | null;
}

export type ResultAction = 'REPORTED' | 'CONFIRMED' | 'ENTERED' | 'CORRECTED';

export type ResultChange = { state: ResultState; action: ResultAction } | { refusal: string };

export const ALREADY_SETTLED = 'This result is already confirmed. Ask the organiser if it is wrong.';
export const NO_TIES_IN_TOP_CUT = 'A top-cut match needs a winner; it cannot end in a tie.';

/** A player's report of their own table. */
export function reportByPlayer(
  state: ResultState,
  side: Side,
  outcome: Outcome,
  topCut: boolean,
): ResultChange {
  if (topCut && outcome === 'TIE') return { refusal: NO_TIES_IN_TOP_CUT };
  if (state.outcome !== null) return { refusal: ALREADY_SETTLED };
  if (state.reportedBy !== null && state.reportedBy !== side && state.reportedOutcome === outcome) {
    return {
      state: { outcome, reportedOutcome: outcome, reportedBy: state.reportedBy },
      action: 'CONFIRMED',
    };
  }
  return { state: { outcome: null, reportedOutcome: outcome, reportedBy: side }, action: 'REPORTED' };
}

/** The organiser's entry: settles the table at once, or corrects a settled result. */
export function entryByOrganiser(state: ResultState, outcome: Outcome, topCut: boolean): ResultChange {
  if (topCut && outcome === 'TIE') return { refusal: NO_TIES_IN_TOP_CUT };
  return {
    state: { outcome, reportedOutcome: state.reportedOutcome, reportedBy: state.reportedBy },
    action: state.outcome === null ? 'ENTERED' : 'CORRECTED',
  };
}
