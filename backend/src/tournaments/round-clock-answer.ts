import { clockEndsAt, clockRemaining, clockStatus, type RoundClock } from '@club/rules';
import type { RoundClockDto } from './dto/round-clock.dto.js';
import type { TournamentRound } from './tournament-round.entity.js';

/** A stored round's clock as the rules read it. */
export function roundClock(round: TournamentRound): RoundClock {
  return {
    minutes: round.minutes,
    startedAt: round.startedAt?.toISOString() ?? null,
    pausedAt: round.pausedAt?.toISOString() ?? null,
    pausedSeconds: round.pausedSeconds,
    extraSeconds: round.extraSeconds,
  };
}

/** The clock as answered: what is stored, and its end while it runs (nothing here depends on the time asked). */
export function toRoundClockDto(round: TournamentRound): RoundClockDto {
  const clock = roundClock(round);
  const status = clockStatus(clock);
  return {
    round: round.round,
    stage: round.stage,
    status,
    ...clock,
    endsAt: clockEndsAt(clock),
    // Before the start and while paused the time left stands still, so it can be kept in a cached answer.
    remainingSeconds: status === 'RUNNING' ? null : Math.round(clockRemaining(clock, 0) / 1000),
  };
}
