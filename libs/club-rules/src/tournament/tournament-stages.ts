/**
 * How a tournament moves on (docs/tournament-rules.md): REGISTRATION → CHECK_IN → SWISS → TOP_CUT (when there is
 * one) → FINISHED, a round at a time, and what each stage lets a player do. Each function answers the next
 * state, or why the step is refused; steps that need the tables read in between come in two parts, in the order
 * the refusals are given.
 */
import { swissRounds } from './attendance.js';
import { divisionsPresent } from './standings.js';
import { DIVISION_LABEL, type Division } from './tournament-types.js';

export enum TournamentStage {
  /** Settings may change; registration and deck lists are open. */
  REGISTRATION = 'REGISTRATION',
  /** Registration closed; the organiser checks players in. */
  CHECK_IN = 'CHECK_IN',
  SWISS = 'SWISS',
  TOP_CUT = 'TOP_CUT',
  FINISHED = 'FINISHED',
}

/** Players may still join, late, until this round is paired. */
export const LAST_ROUND_TO_JOIN = 2;

export type StageRefusal = { refusal: string };

export interface StageState {
  stage: TournamentStage;
  /** The last round paired; 0 before round 1. */
  currentRound: number;
}

/** A stage and how many tables of the current round still lack a result. */
export interface RoundState extends StageState {
  openTables: number;
}

/** A player as the stages see them. */
export interface EntryState {
  checkedIn: boolean;
  /** The first round they were paired in. */
  joinedRound: number;
  droppedAfterRound: number | null;
}

const refuse = (refusal: string): StageRefusal => ({ refusal });
/** Copies of the states asked about (callers may pass their rows), so answers never share them. */
const stageOf = ({ stage, currentRound }: StageState): StageState => ({ stage, currentRound });
const entryOf = ({ checkedIn, joinedRound, droppedAfterRound }: EntryState): EntryState => ({
  checkedIn,
  joinedRound,
  droppedAfterRound,
});
const { REGISTRATION, CHECK_IN, SWISS, TOP_CUT, FINISHED } = TournamentStage;
const swissIsOver = (state: StageState) => state.stage === TOP_CUT || state.stage === FINISHED;

export const LATE_ENTRIES_CLOSED = `Late entries are taken until round ${LAST_ROUND_TO_JOIN} is paired.`;

/** The settings (format, rounds' length, top cut, deadline) change until round 1 is paired. */
export function changeSettings(state: StageState): StageRefusal | StageState {
  if (state.currentRound > 0) return refuse('Round 1 has been paired: the settings can no longer change.');
  return stageOf(state);
}

/** Registration closes and check-in starts, once. */
export function startCheckIn(state: StageState): StageRefusal | StageState {
  if (state.stage !== REGISTRATION) return refuse('Check-in has already started.');
  return { ...stageOf(state), stage: CHECK_IN };
}

/** A player joining once round 1 is paired plays from the next round, until LAST_ROUND_TO_JOIN is paired. */
function lateEntry(state: StageState): StageRefusal | Pick<EntryState, 'checkedIn' | 'joinedRound'> {
  if (state.stage !== SWISS || state.currentRound + 1 > LAST_ROUND_TO_JOIN)
    return refuse(LATE_ENTRIES_CLOSED);
  return { checkedIn: true, joinedRound: state.currentRound + 1 };
}

/** Present or not, during check-in; after, checking in a player who was not there enters them late. */
export function checkIn(
  state: StageState,
  player: EntryState,
  checkedIn: boolean,
): StageRefusal | EntryState {
  if (state.stage === REGISTRATION) return refuse('Start check-in first.');
  if (state.stage === CHECK_IN) return { ...entryOf(player), checkedIn };
  if (!checkedIn) return refuse('Round 1 has been paired: drop the player instead.');
  if (player.checkedIn) return entryOf(player);
  const late = lateEntry(state);
  return 'refusal' in late ? late : { ...entryOf(player), ...late };
}

/** Whether the organiser may enter anyone now (asked before who it is). */
export function entriesOpen(state: StageState): StageRefusal | StageState {
  if (swissIsOver(state)) return refuse('Swiss is over: no more entries.');
  return stageOf(state);
}

/** A new player entered by the organiser: before round 1 (checked in once check-in runs), or late. */
export function newEntry(state: StageState): StageRefusal | Pick<EntryState, 'checkedIn' | 'joinedRound'> {
  const open = entriesOpen(state);
  if ('refusal' in open) return open;
  if (state.currentRound > 0) return lateEntry(state);
  return { checkedIn: state.stage === CHECK_IN, joinedRound: 1 };
}

/** Before round 1 a player leaving is simply not checked in; after, they are not paired again. */
export function drop(state: StageState, player: EntryState): StageRefusal | EntryState {
  if (swissIsOver(state)) return refuse('Swiss is over: there is nothing to drop from.');
  if (state.currentRound === 0) return { ...entryOf(player), checkedIn: false };
  if (player.droppedAfterRound !== null) return refuse('This player has already dropped.');
  if (!player.checkedIn) return refuse('This player is not playing.');
  return { ...entryOf(player), droppedAfterRound: state.currentRound };
}

function roundFinished(state: RoundState): StageRefusal | null {
  if (!state.openTables) return null;
  const tables = state.openTables === 1 ? 'table has' : 'tables have';
  return refuse(
    `Round ${state.currentRound} is still being played: ${state.openTables} ${tables} no result.`,
  );
}

/**
 * Pairing, first part: `round` must be the next one, the current one complete, check-in started and the
 * tournament not finished. During check-in, Swiss is planned first (`planSwiss`).
 */
export function mayPair(state: RoundState, round: number): StageRefusal | { planSwiss: boolean } {
  if (round !== state.currentRound + 1) {
    return refuse(
      round <= state.currentRound
        ? `Round ${round} is already paired.`
        : `The next round to pair is round ${state.currentRound + 1}.`,
    );
  }
  const open = roundFinished(state);
  if (open) return open;
  if (state.stage === REGISTRATION) return refuse('Start check-in first.');
  if (state.stage === FINISHED) return refuse('The tournament is finished.');
  return { planSwiss: state.stage === CHECK_IN };
}

/**
 * Swiss rounds of each division from the players checked in (apart, or together in age-modified Swiss); Swiss
 * starts.
 */
export function planSwiss(
  entered: readonly { division: Division }[],
  divisionsApart: boolean,
): StageRefusal | { stage: TournamentStage; plannedRounds: Record<string, number> } {
  if (entered.length < 2) return refuse('Check in at least two players first.');
  const plannedRounds: Record<string, number> = {};
  for (const division of divisionsPresent(entered)) {
    const count = entered.filter((player) => player.division === division).length;
    if (divisionsApart && count < 2) {
      return refuse(
        `The ${DIVISION_LABEL[division]} division has one player: let the divisions play together.`,
      );
    }
    plannedRounds[division] = swissRounds(divisionsApart ? count : entered.length);
  }
  return { stage: SWISS, plannedRounds };
}

/** What a round is paired as: the next top-cut round, a Swiss round while any are left, or the top cut's first. */
export type RoundKind = 'SWISS' | 'TOP_CUT_START' | 'TOP_CUT_NEXT';

/** Pairing, second part: the kind of round, once Swiss is planned (`swissLeft`: a division has rounds to go). */
export function roundKind(stage: TournamentStage, swissLeft: boolean): RoundKind {
  if (stage === TOP_CUT) return 'TOP_CUT_NEXT';
  return swissLeft ? 'SWISS' : 'TOP_CUT_START';
}

/** Pairing, last part: the round is paired when it has tables; the top cut starts with its first. */
export function paired(
  state: StageState,
  round: number,
  kind: RoundKind,
  matches: number,
): StageRefusal | StageState {
  if (!matches) return refuse('Nothing is left to pair: finish the tournament.');
  return { stage: kind === 'TOP_CUT_START' ? TOP_CUT : state.stage, currentRound: round };
}

/** Finishing, first part: not yet finished, a round played, and its every table with a result. */
export function mayFinish(state: RoundState): StageRefusal | StageState {
  if (state.stage === FINISHED) return refuse('The tournament is already finished.');
  if (state.currentRound === 0) return refuse('No round has been played.');
  return roundFinished(state) ?? stageOf(state);
}

/** What is still to play: Swiss rounds, or top-cut tables (a first round to start, or a next one). */
export type StillToPlay = 'SWISS' | 'TOP_CUT' | null;

/** Finishing, last part: nothing is left to play. */
export function finish(state: StageState, toPlay: StillToPlay): StageRefusal | StageState {
  if (toPlay === 'SWISS') return refuse('Swiss rounds are left to play.');
  if (toPlay === 'TOP_CUT')
    return refuse(
      state.stage === SWISS
        ? 'The top cut is still to play: pair the next round.'
        : 'The top cut is not finished.',
    );
  return { ...stageOf(state), stage: FINISHED };
}

/** The deck lists are published once the tournament has finished; they may be taken down at any time. */
export function publishLists(
  state: StageState,
  published: boolean,
): StageRefusal | { listsPublished: boolean } {
  if (published && state.stage !== FINISHED)
    return refuse('Deck lists can be published once the tournament has finished.');
  return { listsPublished: published };
}
