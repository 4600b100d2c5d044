import type { EntityManager } from '@mikro-orm/postgresql';
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
  /**
   * Applies `action` to `tournament` in `em`'s transaction, which holds the tournament's row: every change to
   * its rounds and tables does, so theirs need no lock of their own.
   */
  async apply(em: EntityManager, tournament: Tournament, action: ClockAction, takenAt: Date): Promise<void> {
    const round = await em.findOne(
      TournamentRound,
      { tournament, round: tournament.currentRound },
      { refresh: true },
    );
    const refusal = notTheRound(round && toRoundClockDto(round), action.round);
    if (refusal || !round) throw new ConflictException(refusal?.refusal);
    if (action.kind === 'TABLE_TIME') {
      const found = await em.find(
        TournamentMatch,
        { tournament, round: action.round, table: action.table, playerB: { $ne: null } },
        { refresh: true },
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
    await em.flush();
  }
}
