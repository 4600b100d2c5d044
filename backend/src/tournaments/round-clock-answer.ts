import { clockState, type RoundClock } from '@club/rules';
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
  return clockState(round.round, round.stage, roundClock(round));
}
