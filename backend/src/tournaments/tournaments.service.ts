import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Role } from '../common/role.js';
import { EventType } from '../events/domain/event-type.js';
import { EventRegistrationsService } from '../events/event-registrations.service.js';
import { EventsService } from '../events/events.service.js';
import type { FamilyMember } from '../family/family-member.entity.js';
import { FamilyService } from '../family/family.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import {
  divisionOf,
  type Division,
  changeSettings,
  checkIn,
  drop,
  entriesOpen,
  newEntry,
  startCheckIn,
} from '@club/rules';
import type { AddPlayerDto, CheckInStartedDto, PlayerDto } from './dto/player.dto.js';
import type { CreateTournamentDto, TournamentDto, UpdateTournamentDto } from './dto/tournament.dto.js';
import { TournamentSnapshot, dayOf, toTournamentDto } from './tournament-snapshot.js';
import { TournamentPlayer } from './tournament-player.entity.js';
import { Tournament } from './tournament.entity.js';
import { TournamentStandingsService } from './tournament-standings.service.js';
import { TournamentsRepository } from './tournaments.repository.js';
import { notRunInTom, unlessRefused } from './refused.js';

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const PLAYER_NOT_FOUND = 'Player not found';
export const NEEDS_BIRTH_YEAR = (name: string) =>
  `${name} needs a birth year to play: age divisions go by birth year. Add it on the family page.`;

/** Adult members play in Masters; children play as family members, whose birth year gives the division. */
const MEMBER_DIVISION: Division = 'MASTERS';

/** Setting tournaments up, their players, check-in and drops (a member's own entries: TournamentEntriesService). */
@Injectable()
export class TournamentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
    private readonly registrations: EventRegistrationsService,
    private readonly users: UsersService,
    private readonly family: FamilyService,
    private readonly standings: TournamentStandingsService,
  ) {}

  async list(): Promise<TournamentDto[]> {
    const tournaments = await this.em.find(
      Tournament,
      {},
      { populate: ['event'], orderBy: { event: { date: 'DESC' }, id: 'DESC' } },
    );
    const counts = await new TournamentsRepository(this.em).playerCounts();
    return tournaments.map((tournament) => toTournamentDto(tournament, counts.get(tournament.id) ?? 0));
  }

  async get(id: number): Promise<TournamentDto> {
    return (await this.snapshot(id)).toTournamentDto();
  }

  async entity(id: number, em: EntityManager = this.em, lock = false): Promise<Tournament> {
    const tournament = await em.findOne(
      Tournament,
      { id },
      { populate: ['event'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}), refresh: true },
    );
    if (!tournament) throw new NotFoundException(TOURNAMENT_NOT_FOUND);
    return tournament;
  }

  async snapshot(id: number, em: EntityManager = this.em): Promise<TournamentSnapshot> {
    return this.snapshotOf(await this.entity(id, em), em);
  }

  /** `tournament` read whole in `em` (inside its transaction, if any), its standings kept between changes. */
  snapshotOf(tournament: Tournament, em: EntityManager = this.em): Promise<TournamentSnapshot> {
    return TournamentSnapshot.load(em, tournament, (play) => this.standings.resultsOf(tournament.id, play));
  }

  async create(dto: CreateTournamentDto): Promise<TournamentDto> {
    const event = await this.events.entity(dto.eventId);
    if (event.type !== EventType.TOURNAMENT) {
      throw new ConflictException('Only an event of type Tournament can be run as a tournament.');
    }
    if (await this.em.count(Tournament, { event })) {
      throw new ConflictException('This event is already a tournament.');
    }
    const tournament = new Tournament(event, { ...dto, deckListDeadline: new Date(dto.deckListDeadline) });
    this.assertDeadline(tournament);
    await this.em.persist(tournament).flush();
    return toTournamentDto(tournament, 0);
  }

  async update(id: number, dto: UpdateTournamentDto): Promise<TournamentDto> {
    const tournament = await this.em.transactional(async (em) => {
      const tournament = await this.entity(id, em, true);
      notRunInTom(tournament);
      unlessRefused(changeSettings(tournament));
      if (dto.format !== undefined) tournament.format = dto.format;
      if (dto.bestOf !== undefined) tournament.bestOf = dto.bestOf;
      if (dto.roundMinutes !== undefined) tournament.roundMinutes = dto.roundMinutes;
      if (dto.divisionsApart !== undefined) tournament.divisionsApart = dto.divisionsApart;
      if (dto.topCut !== undefined) tournament.topCut = dto.topCut;
      if (dto.deckListDeadline !== undefined) tournament.deckListDeadline = new Date(dto.deckListDeadline);
      this.assertDeadline(tournament);
      return tournament;
    });
    return this.get(tournament.id);
  }

  /**
   * Closes registration and makes every registered person a player to check in. Family members without a birth
   * year are left out and named, since their division is unknown.
   */
  async startCheckIn(id: number): Promise<CheckInStartedDto> {
    const missing = await this.em.transactional(async (em) => {
      const tournament = await this.entity(id, em, true);
      notRunInTom(tournament);
      tournament.stage = unlessRefused(startCheckIn(tournament)).stage;
      tournament.event.registrationClosed = true;
      return this.syncPlayers(em, tournament);
    });
    const snapshot = await this.snapshot(id);
    return {
      players: snapshot.players.map((player) => snapshot.toPlayerDto(player)),
      missingBirthYear: missing.map((member) => ({ familyMemberId: member.id, name: member.name })),
    };
  }

  async players(id: number): Promise<PlayerDto[]> {
    const snapshot = await this.snapshot(id);
    return snapshot.players.map((player) => snapshot.toPlayerDto(player));
  }

  /**
   * Before round 1: present or not. After: checking in a player who was not there enters them late, from the
   * next round (rounds missed count as losses), until round 2 is paired.
   */
  async checkIn(id: number, playerId: number, checkedIn: boolean): Promise<PlayerDto> {
    await this.em.transactional(async (em) => {
      const tournament = await this.entity(id, em, true);
      notRunInTom(tournament);
      await this.checkInHeld(em, tournament, playerId, checkedIn);
    });
    return this.playerDto(id, playerId);
  }

  /** `checkIn` in `em`'s transaction, which holds `tournament`'s row (the desk's actions). */
  async checkInHeld(
    em: EntityManager,
    tournament: Tournament,
    playerId: number,
    checkedIn: boolean,
  ): Promise<void> {
    const player = await this.playerOf(em, tournament, playerId);
    const next = unlessRefused(checkIn(tournament, player, checkedIn));
    player.checkedIn = next.checkedIn;
    player.joinedRound = next.joinedRound;
  }

  /** The organiser enters a member or a family member: before round 1, or late (see `checkIn`). */
  async addPlayer(id: number, dto: AddPlayerDto): Promise<PlayerDto> {
    if (((dto.userId ?? null) === null) === ((dto.familyMemberId ?? null) === null)) {
      throw new BadRequestException('Give either userId or familyMemberId.');
    }
    const playerId = await this.em.transactional(async (em) => {
      const tournament = await this.entity(id, em, true);
      notRunInTom(tournament);
      unlessRefused(entriesOpen(tournament));
      const day = dayOf(tournament.event.date);
      let player: TournamentPlayer;
      if (dto.userId) {
        const user = await this.users.find(dto.userId, em);
        if (!user || user.role === Role.PENDING) throw new NotFoundException('There is no such member.');
        if (await em.count(TournamentPlayer, { tournament, user })) {
          throw new ConflictException('This member is already entered.');
        }
        player = new TournamentPlayer(tournament, { user }, MEMBER_DIVISION);
      } else {
        const member = await this.family.find(dto.familyMemberId!, em);
        if (!member) throw new NotFoundException('There is no such family member.');
        if (member.birthYear === null) throw new ConflictException(NEEDS_BIRTH_YEAR(member.name));
        if (await em.count(TournamentPlayer, { tournament, familyMember: member })) {
          throw new ConflictException('This family member is already entered.');
        }
        player = new TournamentPlayer(
          tournament,
          { familyMember: member },
          divisionOf(member.birthYear, day),
        );
      }
      const entry = unlessRefused(newEntry(tournament));
      player.checkedIn = entry.checkedIn;
      player.joinedRound = entry.joinedRound;
      em.persist(player);
      await em.flush();
      return player.id;
    });
    return this.playerDto(id, playerId);
  }

  /**
   * A player leaves: before round 1 they are simply not checked in; after, they are not paired again and their
   * results stay (the current round's table still needs its result). The player (or their parent) or the
   * organiser may drop them.
   */
  async drop(caller: User, id: number, playerId: number): Promise<PlayerDto> {
    await this.em.transactional(async (em) => {
      const tournament = await this.entity(id, em, true);
      notRunInTom(tournament);
      await this.dropHeld(em, caller, tournament, playerId);
    });
    return this.playerDto(id, playerId);
  }

  /** `drop` in `em`'s transaction, which holds `tournament`'s row (the desk's actions). */
  async dropHeld(em: EntityManager, caller: User, tournament: Tournament, playerId: number): Promise<void> {
    const player = await this.playerOf(em, tournament, playerId, ['user', 'familyMember']);
    if (caller.role !== Role.ADMIN && !ownsPlayer(caller, player))
      throw new NotFoundException(PLAYER_NOT_FOUND);
    const next = unlessRefused(drop(tournament, player));
    player.checkedIn = next.checkedIn;
    player.droppedAfterRound = next.droppedAfterRound;
  }

  /**
   * Makes registered people players, and (before round 1) forgets players no longer registered and updates
   * divisions from birth years. Answers the registered family members who lack a birth year.
   */
  async syncPlayers(em: EntityManager, tournament: Tournament): Promise<FamilyMember[]> {
    const day = dayOf(tournament.event.date);
    const registrations = await this.registrations.withPeople(em, tournament.event);
    const players = await em.find(TournamentPlayer, { tournament }, { populate: ['user', 'familyMember'] });
    const missing: FamilyMember[] = [];
    const registeredUsers = new Set<number>();
    const registeredFamily = new Set<number>();
    for (const registration of registrations) {
      if (registration.user) {
        registeredUsers.add(registration.user.id);
        if (!players.some((player) => player.user?.id === registration.user!.id)) {
          em.persist(new TournamentPlayer(tournament, { user: registration.user }, MEMBER_DIVISION));
        }
        continue;
      }
      const member = registration.familyMember!;
      if (member.birthYear === null) {
        missing.push(member);
        continue;
      }
      registeredFamily.add(member.id);
      const division = divisionOf(member.birthYear, day);
      const existing = players.find((player) => player.familyMember?.id === member.id);
      if (existing) existing.division = division;
      else em.persist(new TournamentPlayer(tournament, { familyMember: member }, division));
    }
    for (const player of players) {
      const registered = player.user
        ? registeredUsers.has(player.user.id)
        : registeredFamily.has(player.familyMember!.id);
      if (!registered && !player.checkedIn) em.remove(player);
    }
    await em.flush();
    return missing;
  }

  async playerOf(
    em: EntityManager,
    tournament: Tournament,
    playerId: number,
    populate: ('user' | 'familyMember')[] = [],
  ): Promise<TournamentPlayer> {
    const player = await em.findOne(TournamentPlayer, { id: playerId, tournament }, { populate });
    if (!player) throw new NotFoundException(PLAYER_NOT_FOUND);
    return player;
  }

  private async playerDto(id: number, playerId: number): Promise<PlayerDto> {
    const snapshot = await this.snapshot(id);
    return snapshot.toPlayerDto(snapshot.player(playerId)!);
  }

  private assertDeadline(tournament: Tournament): void {
    if (tournament.deckListDeadline.getTime() > tournament.event.date.getTime() + 24 * 3_600_000) {
      throw new BadRequestException(
        'The deck-list deadline must be before the tournament ends (its day at the latest).',
      );
    }
  }
}

/** The caller plays as this player, or is the parent of the family member who does. */
export function ownsPlayer(caller: Pick<User, 'id'>, player: TournamentPlayer): boolean {
  return player.belongsTo(caller);
}
