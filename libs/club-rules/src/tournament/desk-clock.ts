/**
 * The round clock on the organiser's desk (docs/adr/0051, docs/tournament-rules.md §10): starting, pausing,
 * resuming and extending the round being played, and a table's extra time, applied to the desk's snapshot with
 * the rules the server runs, so the desk's clock keeps running offline.
 */
import {
  clockInstant,
  clockState,
  extendClock,
  pauseClock,
  resumeClock,
  type RoundClock,
  type RoundClockState,
  startClock,
  tableTime,
} from './round-clock.js';

export type ClockAction =
  | { kind: 'START_CLOCK' | 'PAUSE_CLOCK' | 'RESUME_CLOCK'; round: number }
  | { kind: 'EXTEND_ROUND'; round: number; minutes: number }
  | { kind: 'TABLE_TIME'; round: number; table: number; minutes: number };

export const CLOCK_ACTION_KINDS = [
  'START_CLOCK',
  'PAUSE_CLOCK',
  'RESUME_CLOCK',
  'EXTEND_ROUND',
  'TABLE_TIME',
] as const satisfies readonly ClockAction['kind'][];

/** What a clock action needs of the desk's snapshot. */
interface ClockSnapshot {
  clock: RoundClockState | null;
  matches: readonly { round: number; table: number | null; playerB: object | null; extraSeconds: number }[];
}

type Refusal = { refusal: string };
const refused = (answer: object): answer is Refusal => 'refusal' in answer;

/** The round a clock action may change: the one being played. */
export function notTheRound(clock: RoundClockState | null, round: number): Refusal | null {
  if (!clock || clock.round !== round) return { refusal: `Round ${round} is not the round being played.` };
  return null;
}

/**
 * The snapshot with `action` applied at `takenAt` (the desk's reading of the server's clock), kept between the
 * clock's last change and `now`; or why the rules refuse it.
 */
export function applyClockAction<S extends ClockSnapshot>(
  snapshot: S,
  action: ClockAction,
  takenAt: number,
  now: number,
): S | Refusal {
  const clock = snapshot.clock;
  const wrongRound = notTheRound(clock, action.round);
  if (wrongRound) return wrongRound;
  if (action.kind === 'TABLE_TIME') {
    const found = snapshot.matches.filter(
      (m) => m.round === action.round && m.table === action.table && m.playerB !== null,
    );
    const refusal = oneTable(found.length, action.round, action.table);
    if (refusal) return refusal;
    const match = found[0];
    const extraSeconds = tableTime(match.extraSeconds, action.minutes);
    if (typeof extraSeconds !== 'number') return extraSeconds;
    return { ...snapshot, matches: snapshot.matches.map((m) => (m === match ? { ...m, extraSeconds } : m)) };
  }
  const next = changeClock(clock!, action, clockInstant(clock!, takenAt, now));
  if (refused(next)) return next;
  return { ...snapshot, clock: clockState(clock!.round, clock!.stage, next) };
}

/**
 * Why a table's extra time cannot be given: no such table, or two of that number (TOM runs divisions apart in
 * pods, which number their tables alike: docs/tournament-rules.md §10).
 */
export function oneTable(count: number, round: number, table: number): Refusal | null {
  if (count === 0) return { refusal: `Round ${round} has no table ${table}.` };
  if (count > 1)
    return {
      refusal: `Round ${round} has ${count} tables numbered ${table}, one in each of TOM's pods: extend the whole round instead.`,
    };
  return null;
}

/** One change of a round's clock at `at`. */
export function changeClock(
  clock: RoundClock,
  action: Exclude<ClockAction, { kind: 'TABLE_TIME' }>,
  at: number,
): RoundClock | Refusal {
  switch (action.kind) {
    case 'START_CLOCK':
      return startClock(clock, at);
    case 'PAUSE_CLOCK':
      return pauseClock(clock, at);
    case 'RESUME_CLOCK':
      return resumeClock(clock, at);
    case 'EXTEND_ROUND':
      return extendClock(clock, action.minutes);
  }
}
