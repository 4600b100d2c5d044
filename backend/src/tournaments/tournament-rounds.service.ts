import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import { AchievementsService, type TournamentWin } from '../achievements/achievements.service.js';
import {
  type AnnouncedPairing,
  checkAnnouncedRound,
  type NameOf,
  topCutSize,
  divisionStandings,
  divisionsPresent,
  pairSwissRound,
  type PairingCandidate,
  finalPlacings,
  firstTopCutRound,
  nextTopCutRound,
  type BracketMatch,
  DIVISION_LABEL,
  type Division,
  finish,
  mayFinish,
  mayPair,
  paired,
  planSwiss,
  type RoundState,
  roundKind,
  type StillToPlay,
  TournamentStage,
} from '@club/rules';
import type { MatchDto } from './dto/match.dto.js';
import { MatchStage, TournamentMatch } from './tournament-match.entity.js';
import type { TournamentPlayer } from './tournament-player.entity.js';
import { type TournamentSnapshot } from './tournament-snapshot.js';
import { unlessRefused } from './refused.js';
import { TournamentsService } from './tournaments.service.js';

const ORDINAL = ['1st', '2nd', '3rd'];

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
      const snapshot = await this.tournaments.snapshot(id, em);
      const { planSwiss: planFirst } = unlessRefused(mayPair(this.roundState(snapshot), round));
      if (planFirst) {
        const plan = unlessRefused(planSwiss(snapshot.entered, tournament.divisionsApart));
        tournament.stage = plan.stage;
        tournament.plannedRounds = plan.plannedRounds;
      }
      const kind = roundKind(tournament.stage, this.swissLeft(snapshot, round));
      const matches =
        kind === 'TOP_CUT_NEXT'
          ? this.nextTopCut(snapshot, round)
          : kind === 'SWISS'
            ? announced
              ? this.announcedSwissRound(snapshot, round, announced)
              : this.swissRound(snapshot, round)
            : this.startTopCut(snapshot, round);
      if (announced && kind !== 'SWISS') this.assertBracket(snapshot, round, matches, announced);
      const next = unlessRefused(paired(tournament, round, kind, matches.length));
      tournament.stage = next.stage;
      tournament.currentRound = next.currentRound;
      em.persist(matches);
    });
    const snapshot = await this.tournaments.snapshot(id);
    return snapshot.toMatchDtos(snapshot.roundMatches(round));
  }

  /** Final placings per division; the top three of each become TOURNAMENT_WIN achievements. */
  async finish(id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const tournament = await this.tournaments.entity(id, em, true);
      const snapshot = await this.tournaments.snapshot(id, em);
      unlessRefused(mayFinish(this.roundState(snapshot)));
      const finished = unlessRefused(finish(tournament, this.stillToPlay(snapshot)));
      const standings = snapshot.standings();
      const day = snapshot.day;
      for (const division of divisionsPresent(snapshot.entered)) {
        const swissOrder = divisionStandings(standings, division).map((standing) => standing.playerId);
        const placings = finalPlacings(swissOrder, this.bracket(snapshot, division));
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
    const { stage, currentRound } = snapshot.tournament;
    const next = currentRound + 1;
    if (stage === TournamentStage.SWISS) {
      if (this.swissLeft(snapshot, next)) return 'SWISS';
      return this.cutSizes(snapshot, false).some(([, size]) => size) ? 'TOP_CUT' : null;
    }
    return stage === TournamentStage.TOP_CUT && this.nextTopCut(snapshot, next).length ? 'TOP_CUT' : null;
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

  private swissLeft(snapshot: TournamentSnapshot, round: number): boolean {
    return Object.values(snapshot.tournament.plannedRounds ?? {}).some((rounds) => rounds >= round);
  }

  /** Flights: each division on its own when apart, else everyone together (age-modified Swiss). */
  private swissRound(snapshot: TournamentSnapshot, round: number): TournamentMatch[] {
    const preferOwnDivision = !snapshot.tournament.divisionsApart;
    const pairings = this.flights(snapshot, round).flatMap((flight) =>
      pairSwissRound(flight, { preferOwnDivision }),
    );
    let table = 0;
    // Byes have no table; the unique (round, table) key allows several nulls.
    return pairings.map((pairing) =>
      this.swissMatch(snapshot, round, pairing.b === null ? null : ++table, pairing.a, pairing.b),
    );
  }

  /** The round as announced, when it breaks no rule (checkAnnouncedRound), with its tables as announced. */
  private announcedSwissRound(
    snapshot: TournamentSnapshot,
    round: number,
    announced: readonly AnnouncedPairing[],
  ): TournamentMatch[] {
    const refusal = checkAnnouncedRound(
      announced,
      {
        kind: 'SWISS',
        round,
        flights: this.flights(snapshot, round),
        preferOwnDivision: !snapshot.tournament.divisionsApart,
      },
      this.nameOf(snapshot),
    );
    if (refusal) throw new ConflictException(refusal);
    return announced.map((pairing) =>
      this.swissMatch(snapshot, round, pairing.table, pairing.playerA, pairing.playerB),
    );
  }

  /** A top-cut round announced must be the bracket the rules give. */
  private assertBracket(
    snapshot: TournamentSnapshot,
    round: number,
    matches: TournamentMatch[],
    announced: readonly AnnouncedPairing[],
  ): void {
    const bracket = matches.map((match) => ({
      table: match.table!,
      a: match.playerA.id,
      b: match.playerB!.id,
    }));
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

  private swissMatch(
    snapshot: TournamentSnapshot,
    round: number,
    table: number | null,
    a: number,
    b: number | null,
  ): TournamentMatch {
    const playerA = snapshot.player(a)!;
    const playerB = b === null ? null : snapshot.player(b)!;
    return new TournamentMatch(
      snapshot.tournament,
      round,
      MatchStage.SWISS,
      playerA.division,
      table,
      playerA,
      playerB,
    );
  }

  /**
   * Who plays a Swiss round, best standing first: each division on its own when apart, else everyone together
   * (age-modified Swiss). Checked in, not dropped, joined by this round, their division still in Swiss.
   */
  private flights(snapshot: TournamentSnapshot, round: number): PairingCandidate[][] {
    const tournament = snapshot.tournament;
    const planned = tournament.plannedRounds ?? {};
    const standings = snapshot.standings(round - 1);
    const opponents = new Map<number, number[]>();
    const byes = new Set<number>();
    for (const match of snapshot.swissMatches()) {
      if (match.b === null) byes.add(match.a);
      else {
        opponents.set(match.a, [...(opponents.get(match.a) ?? []), match.b]);
        opponents.set(match.b, [...(opponents.get(match.b) ?? []), match.a]);
      }
    }
    const active = new Set(
      snapshot.entered
        .filter((player) => player.joinedRound <= round && player.droppedAfterRound === null)
        .map((player) => player.id),
    );
    const candidates: PairingCandidate[] = standings
      .filter((standing) => active.has(standing.playerId) && (planned[standing.division] ?? 0) >= round)
      .map((standing) => ({
        id: standing.playerId,
        division: standing.division,
        matchPoints: standing.matchPoints,
        opponents: opponents.get(standing.playerId) ?? [],
        hadBye: byes.has(standing.playerId),
      }));
    return tournament.divisionsApart
      ? divisionsPresent(candidates).map((division) => candidates.filter((c) => c.division === division))
      : [candidates];
  }

  /** Top-cut size per division, from its attendance at round 1; 0 when off or too small. */
  private cutSizes(snapshot: TournamentSnapshot, store: boolean): [Division, number][] {
    const standings = snapshot.standings();
    const sizes = divisionsPresent(snapshot.entered).map((division): [Division, number] => {
      if (!snapshot.tournament.topCut) return [division, 0];
      const attendance = snapshot.entered.filter((player) => player.division === division).length;
      const stillPlaying = divisionStandings(standings, division).filter(
        (standing) => !standing.dropped,
      ).length;
      let size = topCutSize(attendance);
      while (size > stillPlaying) size /= 2;
      return [division, size >= 2 ? size : 0];
    });
    if (store) snapshot.tournament.topCutSizes = Object.fromEntries(sizes);
    return sizes;
  }

  private startTopCut(snapshot: TournamentSnapshot, round: number): TournamentMatch[] {
    const standings = snapshot.standings();
    const matches: TournamentMatch[] = [];
    let table = 0;
    for (const [division, size] of this.cutSizes(snapshot, true)) {
      if (!size) continue;
      const seeded = divisionStandings(standings, division)
        .filter((standing) => !standing.dropped)
        .slice(0, size)
        .map((standing) => standing.playerId);
      for (const pair of firstTopCutRound(seeded)) {
        matches.push(this.topCutMatch(snapshot, round, division, ++table, pair.a, pair.b));
      }
    }
    return matches;
  }

  private nextTopCut(snapshot: TournamentSnapshot, round: number): TournamentMatch[] {
    const matches: TournamentMatch[] = [];
    let table = 0;
    for (const division of divisionsPresent(snapshot.entered)) {
      const rounds = this.bracket(snapshot, division);
      const last = rounds[rounds.length - 1];
      if (!last || last.length < 2) continue;
      for (const pair of nextTopCutRound(last)) {
        matches.push(this.topCutMatch(snapshot, round, division, ++table, pair.a, pair.b));
      }
    }
    return matches;
  }

  private topCutMatch(
    snapshot: TournamentSnapshot,
    round: number,
    division: Division,
    table: number,
    a: number,
    b: number,
  ): TournamentMatch {
    return new TournamentMatch(
      snapshot.tournament,
      round,
      MatchStage.TOP_CUT,
      division,
      table,
      snapshot.player(a)!,
      snapshot.player(b)!,
    );
  }

  /** A division's top-cut rounds in order, each in table order. */
  private bracket(snapshot: TournamentSnapshot, division: Division): BracketMatch[][] {
    const cut = snapshot.matches.filter(
      (match) => match.stage === MatchStage.TOP_CUT && match.division === division,
    );
    const rounds = [...new Set(cut.map((match) => match.round))].sort((x, y) => x - y);
    return rounds.map((round) =>
      cut
        .filter((match) => match.round === round)
        .sort((x, y) => (x.table ?? 0) - (y.table ?? 0))
        .map((match) => ({
          a: match.playerA.id,
          b: match.playerB!.id,
          winner:
            match.outcome === null ? null : match.outcome === 'A_WINS' ? match.playerA.id : match.playerB!.id,
        })),
    );
  }
}
