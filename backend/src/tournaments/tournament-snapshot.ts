import type { EntityManager } from '@mikro-orm/postgresql';
import { publicName } from '../achievements/domain/leaderboard.js';
import {
  ukDay,
  seasonOf,
  type DrawState,
  drawStateOf,
  DIVISION_LABEL,
  enteredPlayers,
  type PlayMatch,
  type PlayResults,
  playResults,
  type TournamentPlay,
  TournamentStage,
} from '@club/rules';
import type { MatchDto, MatchPlayerDto } from './dto/match.dto.js';
import type { PlayerDto } from './dto/player.dto.js';
import type { TournamentDto } from './dto/tournament.dto.js';
import type { TournamentMatch } from './tournament-match.entity.js';
import type { RoundClockDto } from './dto/round-clock.dto.js';
import { toRoundClockDto } from './round-clock-answer.js';
import type { TournamentPlayer } from './tournament-player.entity.js';
import type { TournamentRound } from './tournament-round.entity.js';
import type { Tournament } from './tournament.entity.js';
import { TournamentsRepository } from './tournaments.repository.js';

/**
 * Who an answer naming players is for: members see everyone's name; visitors see a family member (a member's
 * child, most often) only as a label such as 'Junior player 2' (docs/adr/0010).
 */
export type NameAudience = 'members' | 'public';

/** The UK day of an instant (a tournament's day: lists are judged and divisions taken on it). */
export const dayOf = (instant: Date): string => ukDay(instant);

/** What a snapshot's standings and records come from: the kept results of this play, or computed afresh. */
type ResultsOf = (play: TournamentPlay<TournamentPlayer>) => PlayResults;

/**
 * A tournament read whole: its players and every match, with what the answers need. The rules are
 * `@club/rules`'s: this hands them the stored players and tables (`play`) and turns what they give into
 * answers.
 */
export class TournamentSnapshot {
  private readonly playersById: Map<number, TournamentPlayer>;
  /** The players and tables as the rules read them (as loaded). */
  readonly play: TournamentPlay<TournamentPlayer>;
  private kept: PlayResults | undefined;

  private constructor(
    readonly tournament: Tournament,
    readonly players: TournamentPlayer[],
    readonly matches: TournamentMatch[],
    readonly rounds: TournamentRound[],
    private readonly listTimes: Map<number, Date>,
    private readonly resultsOf: ResultsOf,
  ) {
    this.playersById = new Map(players.map((player) => [player.id, player]));
    this.play = { players, matches: matches.map(toPlayMatch) };
  }

  static async load(
    em: EntityManager,
    tournament: Tournament,
    resultsOf: ResultsOf = playResults,
  ): Promise<TournamentSnapshot> {
    const repository = new TournamentsRepository(em);
    const players = await repository.players(tournament);
    const matches = await repository.matches(tournament);
    const rounds = await repository.rounds(tournament);
    const listTimes = await repository.deckListTimes(tournament);
    return new TournamentSnapshot(tournament, players, matches, rounds, listTimes, resultsOf);
  }

  get day(): string {
    return dayOf(this.tournament.event.date);
  }

  player(id: number): TournamentPlayer | undefined {
    return this.playersById.get(id);
  }

  /** Players in the tournament proper: checked in (round 1 on, everyone paired is). */
  get entered(): TournamentPlayer[] {
    return enteredPlayers(this.play);
  }

  /** What the next round is drawn from, with the tournament's settings as they stand now. */
  drawState(): DrawState {
    return drawStateOf(this.tournament, this.play);
  }

  /** The standings after the last complete Swiss round, and each record before a round (`@club/rules`). */
  get results(): PlayResults {
    return (this.kept ??= this.resultsOf(this.play));
  }

  /**
   * The tables of the current round; for a tournament imported from TOM, each pod's newest round (TOM numbers
   * rounds per pod: docs/tournament-rules.md §10).
   */
  currentMatches(): TournamentMatch[] {
    if (this.tournament.tomId === null) return this.roundMatches(this.tournament.currentRound);
    const newest = new Map<number, number>();
    for (const match of this.matches)
      newest.set(match.pod, Math.max(newest.get(match.pod) ?? 0, match.round));
    return this.matches.filter((match) => match.round === newest.get(match.pod));
  }

  /** The clock of `round` (the current one by default); null before round 1. */
  clock(round = this.tournament.currentRound): RoundClockDto | null {
    const found = this.rounds.find((stored) => stored.round === round);
    return found ? toRoundClockDto(found) : null;
  }

  roundMatches(round: number): TournamentMatch[] {
    return this.matches.filter((match) => match.round === round);
  }

  name(player: TournamentPlayer, audience: NameAudience = 'members'): string {
    if (audience === 'public' && isChild(player)) return this.childLabel(player);
    if (player.familyMember) return player.familyMember.name;
    if (player.tomPlayerId !== null) return publicName(player.firstName ?? '', player.lastName ?? '');
    const profile = player.user!.profile;
    return publicName(profile.firstName, profile.lastName);
  }

  /** 'Junior player 2': numbered by entry within the division, so a label stays the player's all day. */
  private childLabel(player: TournamentPlayer): string {
    const number =
      this.players
        .filter((other) => isChild(other) && other.division === player.division)
        .findIndex((other) => other.id === player.id) + 1;
    return `${DIVISION_LABEL[player.division]} player ${number}`;
  }

  fullName(player: TournamentPlayer): string {
    return fullNameOf(player);
  }

  /** Their Play! Pokémon Player ID: TOM's for an imported player, else where their profile holds one. */
  playPokemonId(player: TournamentPlayer): string | null {
    if (player.tomPlayerId !== null) return player.tomPlayerId;
    return player.familyMember ? player.familyMember.playerId : (player.user?.profile.playerId ?? null);
  }

  toPlayerDto(player: TournamentPlayer): PlayerDto {
    return {
      id: player.id,
      name: this.name(player),
      fullName: this.fullName(player),
      playPokemonId: this.playPokemonId(player),
      division: player.division,
      userId: player.user?.id ?? null,
      familyMemberId: player.familyMember?.id ?? null,
      birthYear: player.familyMember?.birthYear ?? null,
      checkedIn: player.checkedIn,
      joinedRound: player.joinedRound,
      droppedAfterRound: player.droppedAfterRound,
      hasDeckList: this.listTimes.has(player.id),
      place: player.place,
    };
  }

  deckListSubmittedAt(player: TournamentPlayer): Date | undefined {
    return this.listTimes.get(player.id);
  }

  /** Matches as answers, with each player's record before the match's round. */
  toMatchDtos(matches: TournamentMatch[], audience: NameAudience = 'members'): MatchDto[] {
    const side = (player: TournamentPlayer, round: number): MatchPlayerDto => ({
      playerId: player.id,
      name: this.name(player, audience),
      division: player.division,
      ...this.results.recordBefore(player.id, round),
    });
    return matches.map((match) => {
      const a = this.player(match.playerA.id)!;
      const b = match.playerB ? this.player(match.playerB.id)! : null;
      return {
        id: match.id,
        round: match.round,
        stage: match.stage,
        division: match.division,
        table: match.table,
        playerA: side(a, match.round),
        playerB: b ? side(b, match.round) : null,
        outcome: match.outcome,
        reportedOutcome: match.reportedOutcome,
        reportedBy: match.reportedBy,
        extraSeconds: match.extraSeconds,
      };
    });
  }

  toTournamentDto(): TournamentDto {
    return toTournamentDto(this.tournament, this.entered.length || this.players.length);
  }
}

/** A player's full name, as organisers and the player see it (their person populated). */
export function fullNameOf(player: TournamentPlayer): string {
  if (player.familyMember) return player.familyMember.name;
  if (player.tomPlayerId !== null) return `${player.firstName ?? ''} ${player.lastName ?? ''}`.trim();
  const profile = player.user!.profile;
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** A stored table as the rules read it. */
function toPlayMatch(match: TournamentMatch): PlayMatch {
  return {
    round: match.round,
    stage: match.stage,
    division: match.division,
    table: match.table,
    playerA: { playerId: match.playerA.id },
    playerB: match.playerB ? { playerId: match.playerB.id } : null,
    outcome: match.outcome,
  };
}

/**
 * Whom the public pages never name (docs/adr/0010): a family member (a member's child, most often), and a Junior or
 * Senior of a tournament imported from TOM.
 */
function isChild(player: TournamentPlayer): boolean {
  return player.familyMember !== null || (player.tomPlayerId !== null && player.division !== 'MASTERS');
}

/** Deck lists are taken before the deadline and until round 1 is paired. */
export function listsOpen(tournament: Tournament, now = new Date()): boolean {
  return beforeRoundOne(tournament) && now.getTime() < tournament.deckListDeadline.getTime();
}

export function beforeRoundOne(tournament: Tournament): boolean {
  return tournament.stage === TournamentStage.REGISTRATION || tournament.stage === TournamentStage.CHECK_IN;
}

/**
 * A late entry was entered after the deadline and round 1, so they still give their list once, while the Swiss
 * rounds are on; once it is in, it is locked like everyone's (docs/tournament-rules.md §9).
 */
export function lateListOpen(
  tournament: Tournament,
  player: Pick<TournamentPlayer, 'joinedRound' | 'checkedIn'>,
  hasList: boolean,
): boolean {
  return tournament.stage === TournamentStage.SWISS && player.checkedIn && player.joinedRound > 1 && !hasList;
}

/** Whether this player may give (or, before round 1, replace) their list now. */
export function deckListOpenFor(
  tournament: Tournament,
  player: Pick<TournamentPlayer, 'joinedRound' | 'checkedIn'>,
  hasList: boolean,
  now = new Date(),
): boolean {
  return listsOpen(tournament, now) || lateListOpen(tournament, player, hasList);
}

export function toTournamentDto(tournament: Tournament, playerCount: number): TournamentDto {
  const event = tournament.event;
  const day = dayOf(event.date);
  return {
    id: tournament.id,
    eventId: event.id,
    title: event.title,
    date: event.date.toISOString(),
    day,
    location: event.location,
    format: tournament.format,
    bestOf: tournament.bestOf,
    roundMinutes: tournament.roundMinutes,
    divisionsApart: tournament.divisionsApart,
    topCut: tournament.topCut,
    deckListDeadline: tournament.deckListDeadline.toISOString(),
    listsOpen: listsOpen(tournament),
    stage: tournament.stage,
    currentRound: tournament.currentRound,
    plannedRounds: tournament.plannedRounds,
    listsPublished: tournament.listsPublished,
    season: seasonOf(day),
    playerCount,
    tomId: tournament.tomId,
  };
}
