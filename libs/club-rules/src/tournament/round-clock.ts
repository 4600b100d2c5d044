/**
 * A round's clock (docs/tournament-rules.md §10): a length, a start, pauses and extensions, read against the
 * server's clock. The server stores it, the live pages count it down, and the organiser's desk runs it offline
 * with the same functions. Instants are ISO strings (as the answers carry them) or epoch milliseconds.
 */

/** A round's clock as stored and answered. */
export interface RoundClock {
  /** The round's length: our rounds take the tournament's `roundMinutes`; TOM's its round time. */
  minutes: number;
  /** When the organiser started it (null: not yet). */
  startedAt: string | null;
  /** When it was paused (null: not paused). */
  pausedAt: string | null;
  /** Seconds it stood paused before, in pauses that are over. */
  pausedSeconds: number;
  /** Seconds the organiser added to the whole round. */
  extraSeconds: number;
}

export type ClockStatus = 'NOT_STARTED' | 'RUNNING' | 'PAUSED';

/** A round's clock as the answers carry it: which round, and what follows from the stored clock. */
export interface RoundClockState extends RoundClock {
  round: number;
  stage: 'SWISS' | 'TOP_CUT';
  status: ClockStatus;
  /** While it runs: when the round ends by the server's clock. */
  endsAt: string | null;
  /** Before the start and while paused (when it stands still): the seconds left; null while it runs. */
  remainingSeconds: number | null;
}

export type ClockRefusal = { refusal: string };

/** At most this many minutes in one extension (of the round or of a table). */
export const MAX_EXTENSION_MINUTES = 60;

/** The handbook's end of a round (docs/tournament-rules.md §10): what the pages say at zero. */
export const TIME_CALLED = 'Time!';
export const EXTRA_TURNS = {
  SWISS: 'Finish the turn in progress, then play three more turns.',
  TOP_CUT:
    'Finish the turn in progress, then play three more turns. A top-cut match cannot end in a tie: if the players are level, call a judge.',
} as const;

const refuse = (refusal: string): ClockRefusal => ({ refusal });
const ms = (instant: string) => Date.parse(instant);
const iso = (instant: number) => new Date(instant).toISOString();

export function clockStatus(clock: RoundClock): ClockStatus {
  if (clock.startedAt === null) return 'NOT_STARTED';
  return clock.pausedAt === null ? 'RUNNING' : 'PAUSED';
}

/** The round's whole length with its extensions and pauses so far, in milliseconds (a table's extra on top). */
function span(clock: RoundClock, tableExtraSeconds: number): number {
  return (clock.minutes * 60 + clock.extraSeconds + clock.pausedSeconds + tableExtraSeconds) * 1000;
}

/**
 * When the round (or a table with `tableExtraSeconds`) ends by the server's clock, while the clock runs; null
 * before it starts and while it is paused (the end moves on as long as the pause lasts).
 */
export function clockEndsAt(clock: RoundClock, tableExtraSeconds = 0): string | null {
  if (clock.startedAt === null || clock.pausedAt !== null) return null;
  return iso(ms(clock.startedAt) + span(clock, tableExtraSeconds));
}

/** The clock as answered: nothing in it depends on the time it is read at, so an answer can be kept. */
export function clockState(round: number, stage: 'SWISS' | 'TOP_CUT', stored: RoundClock): RoundClockState {
  const clock: RoundClock = {
    minutes: stored.minutes,
    startedAt: stored.startedAt,
    pausedAt: stored.pausedAt,
    pausedSeconds: stored.pausedSeconds,
    extraSeconds: stored.extraSeconds,
  };
  const status = clockStatus(clock);
  return {
    round,
    stage,
    status,
    ...clock,
    endsAt: clockEndsAt(clock),
    remainingSeconds: status === 'RUNNING' ? null : Math.round(clockRemaining(clock, 0) / 1000),
  };
}

/**
 * Milliseconds left at `now` (an instant by the server's clock), below zero once time is called: the whole
 * length before the start, what was left at the pause while paused.
 */
export function clockRemaining(clock: RoundClock, now: number, tableExtraSeconds = 0): number {
  if (clock.startedAt === null) return span(clock, tableExtraSeconds);
  const stoppedAt = clock.pausedAt === null ? now : ms(clock.pausedAt);
  return ms(clock.startedAt) + span(clock, tableExtraSeconds) - stoppedAt;
}

/**
 * The instant an action of the desk happened: when the organiser acted, by the desk's reading of the server's
 * clock, kept between the clock's last change and now (a desk clock running fast cannot start the future).
 */
export function clockInstant(clock: RoundClock, takenAt: number, now: number): number {
  const last = Math.max(ms(clock.startedAt ?? iso(0)), ms(clock.pausedAt ?? iso(0)));
  return Math.min(Math.max(takenAt, last), now);
}

export function startClock(clock: RoundClock, at: number): RoundClock | ClockRefusal {
  if (clock.startedAt !== null) return refuse('The round’s clock has already started.');
  return { ...clock, startedAt: iso(at), pausedAt: null, pausedSeconds: 0 };
}

export function pauseClock(clock: RoundClock, at: number): RoundClock | ClockRefusal {
  const status = clockStatus(clock);
  if (status === 'NOT_STARTED') return refuse('The round’s clock has not started.');
  if (status === 'PAUSED') return refuse('The round’s clock is already paused.');
  return { ...clock, pausedAt: iso(Math.max(at, ms(clock.startedAt!))) };
}

export function resumeClock(clock: RoundClock, at: number): RoundClock | ClockRefusal {
  if (clockStatus(clock) !== 'PAUSED') return refuse('The round’s clock is not paused.');
  const pausedAt = ms(clock.pausedAt!);
  const paused = Math.round((Math.max(at, pausedAt) - pausedAt) / 1000);
  return { ...clock, pausedAt: null, pausedSeconds: clock.pausedSeconds + paused };
}

/** Adds `minutes` to the round (below zero takes back earlier extensions, never more). */
export function extendClock(clock: RoundClock, minutes: number): RoundClock | ClockRefusal {
  const extraSeconds = addMinutes(clock.extraSeconds, minutes);
  if (typeof extraSeconds !== 'number') return extraSeconds;
  return { ...clock, extraSeconds };
}

/** A table's extra time (a deck check, a judge call) after `minutes` more (below zero takes back). */
export function tableTime(extraSeconds: number, minutes: number): number | ClockRefusal {
  return addMinutes(extraSeconds, minutes, 'This table');
}

function addMinutes(seconds: number, minutes: number, what = 'The round'): number | ClockRefusal {
  if (!Number.isInteger(minutes) || minutes === 0 || Math.abs(minutes) > MAX_EXTENSION_MINUTES)
    return refuse(`Extra time is a whole number of minutes from 1 to ${MAX_EXTENSION_MINUTES}, or minus.`);
  const next = seconds + minutes * 60;
  if (next < 0) return refuse(`${what} has only ${Math.round(seconds / 60)} extra minutes to take back.`);
  if (next > MAX_EXTENSION_MINUTES * 60 * 3) return refuse(`${what} has had enough extra time.`);
  return next;
}

/** `m:ss` (or `h:mm:ss`) of the time left, rounded up to the second, as the clocks show it; zero below zero. */
export function timeLeftText(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
