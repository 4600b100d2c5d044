import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { User } from '../users/user.entity.js';
import {
  entryByOrganiser,
  reportByPlayer,
  type ResultChange,
  type Outcome,
  TournamentStage,
} from '@club/rules';
import type { MatchDto, ResultChangeDto } from './dto/match.dto.js';
import { MatchStage, TournamentMatch } from './tournament-match.entity.js';
import { TournamentResultChange } from './tournament-result-change.entity.js';
import type { Tournament } from './tournament.entity.js';
import { notRunInTom, unlessRefused } from './refused.js';
import { ownsPlayer, TournamentsService } from './tournaments.service.js';

export const MATCH_NOT_FOUND = 'Table not found';

/**
 * Results: reported by a player and confirmed by the opponent, or entered (and corrected) by the organiser.
 * Each change runs in a transaction holding the tournament's row, as every change to a tournament does, so
 * two people entering results at once are applied one after the other and none is lost; every change is
 * written to the audit log.
 */
@Injectable()
export class TournamentResultsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tournaments: TournamentsService,
  ) {}

  /** A player (or their parent) reports or confirms their table's result in the current round. */
  async report(caller: User, id: number, matchId: number, outcome: Outcome): Promise<MatchDto> {
    await this.change(caller, id, matchId, (match, current) => {
      const ownsA = ownsPlayer(caller, match.playerA);
      const ownsB = match.playerB !== null && ownsPlayer(caller, match.playerB);
      if (!ownsA && !ownsB) throw new NotFoundException(MATCH_NOT_FOUND);
      if (match.round !== current)
        throw new ConflictException('Only the current round’s results can be reported.');
      const topCut = match.stage === MatchStage.TOP_CUT;
      const first = reportByPlayer(match, ownsA ? 'A' : 'B', outcome, topCut);
      // A parent whose two children share a table speaks for both sides.
      return ownsA && ownsB && 'state' in first ? reportByPlayer(first.state, 'B', outcome, topCut) : first;
    });
    return this.matchDto(id, matchId);
  }

  /** The organiser enters a result, or corrects a settled one (any round, until the tournament finishes). */
  async enter(caller: User, id: number, matchId: number, outcome: Outcome): Promise<MatchDto> {
    await this.change(caller, id, matchId, (match) => organiserEntry(match, outcome));
    return this.matchDto(id, matchId);
  }

  /**
   * The organiser's entry on `match` in `em`'s transaction, which holds `tournament`'s row: the desk's, whose
   * entries made offline arrive later (`at`: when they were made, for the log).
   */
  async enterHeld(
    em: EntityManager,
    caller: User,
    tournament: Tournament,
    match: TournamentMatch,
    outcome: Outcome,
    at: Date,
  ): Promise<void> {
    await this.settle(em, caller, tournament, match, (held) => organiserEntry(held, outcome), at);
  }

  /** Every table of every round (organiser), or of the current round. */
  async matches(id: number, round?: number): Promise<MatchDto[]> {
    const snapshot = await this.tournaments.snapshot(id);
    const matches = round === undefined ? snapshot.matches : snapshot.roundMatches(round);
    return snapshot.toMatchDtos(matches);
  }

  /** The audit log, newest first. */
  async log(id: number): Promise<ResultChangeDto[]> {
    const tournament = await this.tournaments.entity(id);
    const changes = await this.em.find(
      TournamentResultChange,
      { match: { tournament } },
      { populate: ['match', 'by'], orderBy: { at: 'DESC', id: 'DESC' } },
    );
    return changes.map((change) => ({
      id: change.id,
      matchId: change.match.id,
      round: change.match.round,
      table: change.match.table,
      action: change.action,
      previousOutcome: change.previousOutcome,
      outcome: change.outcome,
      by: change.by ? `${change.by.profile.firstName} ${change.by.profile.lastName}`.trim() : null,
      at: change.at.toISOString(),
    }));
  }

  private async change(
    caller: User,
    id: number,
    matchId: number,
    decide: (match: TournamentMatch, currentRound: number) => ResultChange,
  ): Promise<void> {
    await this.em.transactional(async (em) => {
      const tournament = await this.tournaments.entity(id, em, true);
      notRunInTom(tournament);
      const match = await em.findOne(TournamentMatch, { id: matchId, tournament }, { refresh: true });
      if (!match) throw new NotFoundException(MATCH_NOT_FOUND);
      await this.settle(em, caller, tournament, match, decide);
    });
  }

  /** A change to `match`'s result as `decide` rules it, logged (`em`'s transaction holds the tournament). */
  private async settle(
    em: EntityManager,
    caller: User,
    tournament: Tournament,
    match: TournamentMatch,
    decide: (match: TournamentMatch, currentRound: number) => ResultChange,
    at?: Date,
  ): Promise<void> {
    await em.populate(match, [
      'playerA.user',
      'playerA.familyMember',
      'playerB.user',
      'playerB.familyMember',
    ]);
    if (tournament.stage === TournamentStage.FINISHED)
      throw new ConflictException('The tournament is finished.');
    if (match.playerB === null) throw new ConflictException('A bye needs no result.');
    const decision = unlessRefused(decide(match, tournament.currentRound));
    const previous = match.outcome;
    if (match.stage === MatchStage.TOP_CUT && previous !== null && previous !== decision.state.outcome) {
      const later = await em.count(TournamentMatch, { tournament, round: { $gt: match.round } });
      if (later)
        throw new ConflictException(
          'The next top-cut round is already paired: this result can no longer change.',
        );
    }
    match.outcome = decision.state.outcome;
    match.reportedOutcome = decision.state.reportedOutcome;
    match.reportedBy = decision.state.reportedBy;
    const logged = decision.action === 'REPORTED' ? decision.state.reportedOutcome! : decision.state.outcome!;
    em.persist(new TournamentResultChange(match, decision.action, previous, logged, caller, at));
  }

  private async matchDto(id: number, matchId: number): Promise<MatchDto> {
    const snapshot = await this.tournaments.snapshot(id);
    const match = snapshot.matches.find((m) => m.id === matchId)!;
    return snapshot.toMatchDtos([match])[0];
  }
}

/** The organiser's entry (or correction): a top-cut table needs a winner. */
function organiserEntry(match: TournamentMatch, outcome: Outcome): ResultChange {
  return entryByOrganiser(match, outcome, match.stage === MatchStage.TOP_CUT);
}
