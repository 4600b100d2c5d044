import { isDeepStrictEqual } from 'node:util';
import { IsolationLevel, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { CLOCK_ACTION_KINDS, type ClockAction, type Outcome } from '@club/rules';
import type { User } from '../users/user.entity.js';
import type {
  DeskActionAppliedDto,
  DeskActionDto,
  DeskActionNotAppliedDto,
  DeskConflictDto,
  DeskSnapshotDto,
} from './dto/desk.dto.js';
import { TournamentDeskAction, type DeskActionStatus } from './tournament-desk-action.entity.js';
import { notRunInTom } from './refused.js';
import { TournamentClockService } from './tournament-clock.service.js';
import { TournamentMatch } from './tournament-match.entity.js';
import { TournamentResultChange } from './tournament-result-change.entity.js';
import { TournamentResultsService } from './tournament-results.service.js';
import { TournamentRoundsService } from './tournament-rounds.service.js';
import { fullNameOf } from './tournament-snapshot.js';
import { Tournament } from './tournament.entity.js';
import { TournamentsService } from './tournaments.service.js';

/** What a desk action is answered: the HTTP status and the body, given again on a replay. */
export interface DeskAnswer {
  httpStatus: number;
  body: DeskActionAppliedDto | DeskActionNotAppliedDto;
}

type ResultAction = Required<Pick<DeskActionDto, 'round' | 'table' | 'outcome'>> & DeskActionDto;

const ID_REUSED = 'This action id was already used for a different action.';

/**
 * The organiser's desk: a snapshot of the day to run it offline, and its queued actions taken one at a time, each
 * once (docs/adr/0050). An action is applied through the same services as the organiser's own routes; its
 * outcome (applied, refused, or a result in conflict with the server's) is remembered by its id. Each action
 * is one transaction holding one lock, the tournament's row, and answers with its status only (the desk reads
 * the snapshot again when it wants the day).
 */
@Injectable()
export class TournamentDeskService {
  constructor(
    private readonly em: EntityManager,
    private readonly tournaments: TournamentsService,
    private readonly results: TournamentResultsService,
    private readonly rounds: TournamentRoundsService,
    private readonly clock: TournamentClockService,
  ) {}

  /** The tournament, its players and every table, read at one moment. */
  async snapshot(id: number): Promise<DeskSnapshotDto> {
    return this.em.transactional(
      async () => {
        const settledAt = new Date().toISOString();
        const snapshot = await this.tournaments.snapshot(id);
        return {
          tournament: snapshot.toTournamentDto(),
          players: snapshot.players.map((player) => snapshot.toPlayerDto(player)),
          matches: snapshot.toMatchDtos(snapshot.matches),
          settledAt,
          clock: snapshot.clock(),
        };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  }

  async take(caller: User, id: number, action: DeskActionDto): Promise<DeskAnswer> {
    const body = JSON.parse(JSON.stringify(action)) as Record<string, unknown>;
    try {
      return await this.em.transactional(async (em) => {
        const tournament = await this.tournaments.entity(id, em, true);
        const known = await em.findOne(TournamentDeskAction, { actionId: action.actionId });
        if (known) {
          const same = known.tournament.id === id && isDeepStrictEqual(known.body, body);
          if (!same) return notApplied(action, 'REFUSED', HttpStatus.CONFLICT, ID_REUSED);
          return known.status === 'APPLIED' ? applied(action, true) : (known.answer as DeskAnswer);
        }
        let answer: DeskAnswer;
        try {
          // A savepoint: a refused or conflicting action leaves nothing of itself but its remembered answer.
          answer = await em.transactional((savepoint) => this.apply(savepoint, caller, tournament, action));
          if (answer.body.status !== 'APPLIED') throw new KeptAnswer(answer);
        } catch (error) {
          answer = error instanceof KeptAnswer ? error.answer : refusedBy(action, error);
          em.clear();
        }
        em.persist(
          new TournamentDeskAction(
            action.actionId,
            em.getReference(Tournament, id),
            action.kind,
            body,
            new Date(action.takenAt),
            answer.body.status,
            answer,
          ),
        );
        return answer;
      });
    } catch (error) {
      // The same id sent at once for another tournament: the first one keeps it.
      if (
        error instanceof UniqueConstraintViolationException &&
        error.message.includes('tournament_desk_actions_pkey')
      )
        return notApplied(action, 'REFUSED', HttpStatus.CONFLICT, ID_REUSED);
      throw error;
    }
  }

  private async apply(
    em: EntityManager,
    caller: User,
    tournament: Tournament,
    action: DeskActionDto,
  ): Promise<DeskAnswer> {
    if (!isClockAction(action)) notRunInTom(tournament);
    switch (action.kind) {
      case 'RESULT':
        return this.result(em, caller, tournament, action as ResultAction);
      case 'CHECK_IN':
        await this.tournaments.checkInHeld(em, tournament, action.playerId!, action.checkedIn!);
        return applied(action, false);
      case 'DROP':
        await this.tournaments.dropHeld(em, caller, tournament, action.playerId!);
        return applied(action, false);
      case 'PAIR_ROUND':
        await this.rounds.pairHeld(em, tournament, action.round!, action.pairings!);
        return applied(action, false);
      case 'START_CLOCK':
      case 'PAUSE_CLOCK':
      case 'RESUME_CLOCK':
      case 'EXTEND_ROUND':
      case 'TABLE_TIME':
        await this.clock.apply(em, tournament, action as ClockAction, new Date(action.takenAt));
        return applied(action, false);
    }
  }

  /**
   * A table's result as the desk entered it. It is applied when the table is as the desk saw it (`expected`),
   * and nothing waits for confirmation that says otherwise; it is already applied when the server holds the same.
   */
  private async result(
    em: EntityManager,
    caller: User,
    tournament: Tournament,
    action: ResultAction,
  ): Promise<DeskAnswer> {
    const { round, table, outcome } = action;
    const match = await em.findOne(TournamentMatch, { tournament, round, table }, { refresh: true });
    if (!match) throw new NotFoundException(`Round ${round} has no table ${table}.`);
    if (match.outcome === outcome) return applied(action, false);
    const expected = action.expected ?? null;
    const reportDiffers =
      match.outcome === null &&
      match.reportedOutcome !== null &&
      match.reportedOutcome !== outcome &&
      !(await this.reportShown(em, tournament, match));
    if (match.playerB !== null && (match.outcome !== expected || reportDiffers)) {
      return this.conflict(em, match, action);
    }
    // The log shows when the organiser acted, by the desk's clock: never before the table's last change (which
    // they settle) nor after now (a clock running fast).
    const since = (await this.lastChange(em, match))?.at.getTime() ?? 0;
    const at = new Date(Math.min(Math.max(Date.parse(action.takenAt), since), Date.now()));
    await this.results.enterHeld(em, caller, tournament, match, outcome, at);
    return applied(action, false);
  }

  private async conflict(
    em: EntityManager,
    match: TournamentMatch,
    action: ResultAction,
  ): Promise<DeskAnswer> {
    await em.populate(match, [
      'playerA.user',
      'playerA.familyMember',
      'playerB.user',
      'playerB.familyMember',
    ]);
    const say = (outcome: Outcome) => describe(match, outcome);
    const where = `table ${match.table} of round ${match.round}`;
    let by: string | null;
    let message: string;
    if (match.outcome === null && match.reportedOutcome !== null) {
      by = fullNameOf(match.reportedBy === 'B' ? match.playerB! : match.playerA);
      message = `${by} reported a different result online for ${where}: ${say(match.reportedOutcome)}, awaiting confirmation. The desk has ${say(action.outcome)}.`;
    } else {
      by = await this.lastChangedBy(em, match);
      message =
        match.outcome === null
          ? `${capitalised(where)} has no result online, but the desk expected ${say(action.expected!)}.`
          : `${capitalised(where)} already has a different result online: ${say(match.outcome)}. The desk has ${say(action.outcome)}.`;
    }
    const conflict: DeskConflictDto = {
      round: match.round,
      table: match.table!,
      online: { outcome: match.outcome, reportedOutcome: match.reportedOutcome, by },
      desk: { outcome: action.outcome },
    };
    return notApplied(action, 'CONFLICT', HttpStatus.CONFLICT, message, conflict);
  }

  /**
   * Whether the desk was already answered a conflict showing this very report: the organiser has seen it, so a
   * new entry for the table keeps the desk's result (`expected` says nothing about reports awaiting confirmation).
   */
  private async reportShown(
    em: EntityManager,
    tournament: Tournament,
    match: TournamentMatch,
  ): Promise<boolean> {
    const conflicts = await em.find(TournamentDeskAction, { tournament, status: 'CONFLICT' });
    return conflicts.some((action) => {
      const shown = (action.answer.body as DeskActionNotAppliedDto).conflict;
      return (
        shown?.round === match.round &&
        shown.table === match.table &&
        shown.online.outcome === null &&
        shown.online.reportedOutcome === match.reportedOutcome
      );
    });
  }

  /** The table's last change in the results log. */
  private async lastChange(
    em: EntityManager,
    match: TournamentMatch,
  ): Promise<TournamentResultChange | null> {
    return em.findOne(
      TournamentResultChange,
      { match },
      { populate: ['by'], orderBy: { at: 'DESC', id: 'DESC' } },
    );
  }

  /** Who settled the table's result, by the results log. */
  private async lastChangedBy(em: EntityManager, match: TournamentMatch): Promise<string | null> {
    const profile = (await this.lastChange(em, match))?.by?.profile;
    return profile ? `${profile.firstName} ${profile.lastName}`.trim() : null;
  }
}

/** A not-applied answer, thrown out of the savepoint so that nothing of the action stays. */
class KeptAnswer extends Error {
  constructor(readonly answer: DeskAnswer) {
    super(answer.body.status);
  }
}

function applied(action: DeskActionDto, replayed: boolean): DeskAnswer {
  return { httpStatus: HttpStatus.OK, body: { actionId: action.actionId, status: 'APPLIED', replayed } };
}

function notApplied(
  action: DeskActionDto,
  status: Exclude<DeskActionStatus, 'APPLIED'>,
  httpStatus: number,
  message: string,
  conflict?: DeskConflictDto,
): DeskAnswer {
  return {
    httpStatus,
    body: {
      statusCode: httpStatus,
      error: message,
      message,
      actionId: action.actionId,
      status,
      ...(conflict ? { conflict } : {}),
    },
  };
}

/** A rule's refusal (any 4xx of the services) as the action's answer; anything else is a fault, thrown on. */
function refusedBy(action: DeskActionDto, error: unknown): DeskAnswer {
  if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
  const response = error.getResponse();
  const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  const message = (Array.isArray(raw) ? raw[0] : raw) as unknown;
  const status = error.getStatus() === HttpStatus.BAD_REQUEST ? HttpStatus.BAD_REQUEST : HttpStatus.CONFLICT;
  return notApplied(action, 'REFUSED', status, typeof message === 'string' ? message : error.message);
}

/** The outcome in words, naming the winner (`match`'s players populated). */
function describe(match: TournamentMatch, outcome: Outcome): string {
  if (outcome === 'TIE') return 'a tie';
  return `${fullNameOf(outcome === 'A_WINS' ? match.playerA : match.playerB!)} wins`;
}

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

const isClockAction = (action: DeskActionDto): boolean =>
  (CLOCK_ACTION_KINDS as readonly string[]).includes(action.kind);
