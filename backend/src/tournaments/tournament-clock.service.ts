import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import { changeClock, type ClockAction, clockInstant, notTheRound, oneTable, tableTime } from '@club/rules';
import { roundClock, toRoundClockDto } from './round-clock-answer.js';
import { TournamentMatch } from './tournament-match.entity.js';
import { TournamentRound } from './tournament-round.entity.js';
import type { Tournament } from './tournament.entity.js';
import { unlessRefused } from './refused.js';

/**
 * The round clock from the organiser's desk (docs/tournament-rules.md §10): start, pause, resume and extend the
 * round being played, and give one table extra time. The desk queues these like every action (docs/adr/0050),
 * so one made offline arrives later: it happens when the organiser acted, by the desk's reading of the server's
 * clock, kept between the clock's last change and now.
 */
@Injectable()
export class TournamentClockService {
  constructor(private readonly em: EntityManager) {}

  /** Applies `action` to `tournament` (whose row the caller holds locked). */
  async apply(tournament: Tournament, action: ClockAction, takenAt: Date): Promise<void> {
    const round = await this.em.findOne(
      TournamentRound,
      { tournament, round: tournament.currentRound },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    const refusal = notTheRound(round && toRoundClockDto(round), action.round);
    if (refusal || !round) throw new ConflictException(refusal?.refusal);
    if (action.kind === 'TABLE_TIME') {
      const found = await this.em.find(
        TournamentMatch,
        { tournament, round: action.round, table: action.table, playerB: { $ne: null } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const refusal = oneTable(found.length, action.round, action.table);
      if (refusal) throw new ConflictException(refusal.refusal);
      const match = found[0];
      const seconds = tableTime(match.extraSeconds, action.minutes);
      if (typeof seconds !== 'number') throw new ConflictException(seconds.refusal);
      match.extraSeconds = seconds;
    } else {
      const clock = roundClock(round);
      const at = clockInstant(clock, takenAt.getTime(), Date.now());
      const next = unlessRefused(changeClock(clock, action, at));
      round.startedAt = next.startedAt === null ? null : new Date(next.startedAt);
      round.pausedAt = next.pausedAt === null ? null : new Date(next.pausedAt);
      round.pausedSeconds = next.pausedSeconds;
      round.extraSeconds = next.extraSeconds;
    }
    await this.em.flush();
  }
}
