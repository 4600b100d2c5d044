import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import { AchievementsService, type TournamentWin } from '../achievements/achievements.service.js';
import {
  type AnnouncedPairing,
  checkAnnouncedRound,
  type NameOf,
  divisionStandings,
  divisionsPresent,
  drawNextTopCutRound,
  drawRound,
  type DrawnPairing,
  type DrawState,
  finalPlacings,
  DIVISION_LABEL,
  finish,
  mayFinish,
  mayPair,
  paired,
  planSwiss,
  type RoundKind,
  type RoundState,
  roundKind,
  type StillToPlay,
  swissFlights,
  swissLeft,
  topCutBracket,
  topCutMatches,
  topCutSizes,
  TournamentStage,
} from '@club/rules';
import type { MatchDto } from './dto/match.dto.js';
import { MatchStage, TournamentMatch } from './tournament-match.entity.js';
import type { TournamentPlayer } from './tournament-player.entity.js';
import { TournamentRound } from './tournament-round.entity.js';
import type { Tournament } from './tournament.entity.js';
import { type TournamentSnapshot } from './tournament-snapshot.js';
import { notRunInTom, unlessRefused } from './refused.js';
import { TournamentsService } from './tournaments.service.js';

const ORDINAL = ['1st', '2nd', '3rd'];
const stageOf = (kind: RoundKind) => (kind === 'SWISS' ? MatchStage.SWISS : MatchStage.TOP_CUT);

/**
 * Rounds: pairing Swiss rounds and the top cut, and finishing with final placings and achievements. Every step
 * locks the tournament's row, so two organisers clicking at once pair one round, once.
 */
@Injectable()
export class TournamentRoundsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tournaments: TournamentsService,
    private readonly achievements: AchievementsService,
  ) {}

  /**
   * Pairs round `round`, which must be the next one; the previous round must have every result. `announced`: the
   * round as announced at the venue (paired on the desk offline), stored as it is when it breaks no rule.
   */
  async pair(id: number, round: number, announced?: readonly AnnouncedPairing[]): Promise<MatchDto[]> {
    await this.em.transactional(async (em) => {
      const tournament = await this.tournaments.entity(id, em, true);
      notRunInTom(tournament);
      await this.pairHeld(em, tournament, round, announced);
    });
    const snapshot = await this.tournaments.snapshot(id);
    return snapshot.toMatchDtos(snapshot.roundMatches(round));
  }

  /** `pair` in `em`'s transaction, which holds `tournament`'s row (the desk's actions). */
  async pairHeld(
    em: EntityManager,
    tournament: Tournament,
    round: number,
    announced?: readonly AnnouncedPairing[],
  ): Promise<void> {
    const snapshot = await this.tournaments.snapshotOf(tournament, em);
    const { planSwiss: planFirst } = unlessRefused(mayPair(this.roundState(snapshot), round));
    if (planFirst) {
      const plan = unlessRefused(planSwiss(snapshot.entered, tournament.divisionsApart));
      tournament.stage = plan.stage;
      tournament.plannedRounds = plan.plannedRounds;
    }
    const kind = roundKind(tournament.stage, swissLeft(tournament.plannedRounds, round));
    const state = snapshot.drawState();
    if (kind === 'TOP_CUT_START') tournament.topCutSizes = Object.fromEntries(topCutSizes(state));
    const pairings =
      kind === 'SWISS' && announced
        ? this.announcedSwissRound(snapshot, state, round, announced)
        : drawRound(state, round, kind);
    if (announced && kind !== 'SWISS') this.assertBracket(snapshot, round, pairings, announced);
    const next = unlessRefused(paired(tournament, round, kind, pairings.length));
    tournament.stage = next.stage;
    tournament.currentRound = next.currentRound;
    em.persist(pairings.map((pairing) => this.match(snapshot, round, kind, pairing)));
    // The round's clock, not started: the organiser starts it from the desk once players are seated.
    em.persist(new TournamentRound(tournament, round, stageOf(kind), tournament.roundMinutes));
  }

  /** Final placings per division; the top three of each become TOURNAMENT_WIN achievements. */
  async finish(id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const tournament = await this.tournaments.entity(id, em, true);
      notRunInTom(tournament);
      const snapshot = await this.tournaments.snapshotOf(tournament, em);
      unlessRefused(mayFinish(this.roundState(snapshot)));
      const finished = unlessRefused(finish(tournament, this.stillToPlay(snapshot)));
      const { standings } = snapshot.results;
      const topCut = topCutMatches(snapshot.play);
      const day = snapshot.day;
      for (const division of divisionsPresent(snapshot.entered)) {
        const swissOrder = divisionStandings(standings, division).map((standing) => standing.playerId);
        const placings = finalPlacings(swissOrder, topCutBracket(topCut, division));
        placings.forEach((playerId, index) => (snapshot.player(playerId)!.place = index + 1));
        // Third place first: on the leaderboard, ties go to the latest record, so champions come before runners-up.
        for (let place = Math.min(ORDINAL.length, placings.length); place >= 1; place--) {
          this.achievements.recordWin(
            em,
            this.win(snapshot, snapshot.player(placings[place - 1])!, place, day),
          );
        }
      }
      tournament.stage = finished.stage;
      tournament.finishedAt = new Date();
    });
  }

  /** The stage, the round and how many of its tables lack a result. */
  private roundState(snapshot: TournamentSnapshot): RoundState {
    const { stage, currentRound } = snapshot.tournament;
    const openTables = snapshot.roundMatches(currentRound).filter((match) => match.outcome === null).length;
    return { stage, currentRound, openTables };
  }

  /** What must still be played before the tournament can finish. */
  private stillToPlay(snapshot: TournamentSnapshot): StillToPlay {
    const { stage, currentRound, plannedRounds } = snapshot.tournament;
    const state = snapshot.drawState();
    if (stage === TournamentStage.SWISS) {
      if (swissLeft(plannedRounds, currentRound + 1)) return 'SWISS';
      return topCutSizes(state).some(([, size]) => size) ? 'TOP_CUT' : null;
    }
    return stage === TournamentStage.TOP_CUT && drawNextTopCutRound(state).length ? 'TOP_CUT' : null;
  }

  private win(
    snapshot: TournamentSnapshot,
    player: TournamentPlayer,
    place: number,
    day: string,
  ): TournamentWin {
    const name = snapshot.tournament.event.title;
    return {
      title: `${ORDINAL[place - 1]} place, ${name}`.slice(0, 200),
      date: day,
      place,
      competitionName: name,
      competitionType: `Tournament (${DIVISION_LABEL[player.division]})`,
      description: `${ORDINAL[place - 1]} of ${snapshot.entered.filter((p) => p.division === player.division).length} in the ${DIVISION_LABEL[player.division]} division.`,
      user: player.familyMember ? null : player.user,
      familyMember: player.familyMember,
    };
  }

  /** The round as announced, when it breaks no rule (checkAnnouncedRound), with its tables as announced. */
  private announcedSwissRound(
    snapshot: TournamentSnapshot,
    state: DrawState,
    round: number,
    announced: readonly AnnouncedPairing[],
  ): DrawnPairing[] {
    const refusal = checkAnnouncedRound(
      announced,
      {
        kind: 'SWISS',
        round,
        flights: swissFlights(state, round),
        preferOwnDivision: !snapshot.tournament.divisionsApart,
      },
      this.nameOf(snapshot),
    );
    if (refusal) throw new ConflictException(refusal);
    return announced.map(({ table, playerA, playerB }) => ({
      division: snapshot.player(playerA)!.division,
      table,
      a: playerA,
      b: playerB,
    }));
  }

  /** A top-cut round announced must be the bracket the rules give. */
  private assertBracket(
    snapshot: TournamentSnapshot,
    round: number,
    drawn: readonly DrawnPairing[],
    announced: readonly AnnouncedPairing[],
  ): void {
    const bracket = drawn.map(({ table, a, b }) => ({ table: table!, a, b: b! }));
    const refusal = checkAnnouncedRound(
      announced,
      { kind: 'TOP_CUT', round, bracket },
      this.nameOf(snapshot),
    );
    if (refusal) throw new ConflictException(refusal);
  }

  private nameOf(snapshot: TournamentSnapshot): NameOf {
    return (playerId) => {
      const player = snapshot.player(playerId);
      return player ? snapshot.fullName(player) : `Player ${playerId}`;
    };
  }

  /** A drawn table as stored: Swiss or top cut by the round's kind. */
  private match(
    snapshot: TournamentSnapshot,
    round: number,
    kind: RoundKind,
    { division, table, a, b }: DrawnPairing,
  ): TournamentMatch {
    return new TournamentMatch(
      snapshot.tournament,
      round,
      stageOf(kind),
      division,
      // Byes have no table; the unique (round, table) key allows several nulls.
      table,
      snapshot.player(a)!,
      b === null ? null : snapshot.player(b)!,
    );
  }
}
