import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TournamentStage } from '@club/rules';
import { EventRegistrationsService } from '../events/event-registrations.service.js';
import { FamilyService } from '../family/family.service.js';
import type { User } from '../users/user.entity.js';
import type { MyEntriesDto, MyEntryDto, MyTableDto } from './dto/my-entries.dto.js';
import { TournamentSnapshot, deckListOpenFor } from './tournament-snapshot.js';
import { TournamentPlayer } from './tournament-player.entity.js';
import { NEEDS_BIRTH_YEAR, ownsPlayer, TournamentsService } from './tournaments.service.js';

/** What a member sees of their own: their and their family's entries in a tournament, and the tables they play at now. */
@Injectable()
export class TournamentEntriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly tournaments: TournamentsService,
    private readonly registrations: EventRegistrationsService,
    private readonly family: FamilyService,
  ) {}

  /** The caller's own entries: themself and their family, as registered or entered. */
  async mine(caller: User, id: number): Promise<MyEntriesDto> {
    const tournament = await this.tournaments.entity(id);
    if (tournament.stage === TournamentStage.REGISTRATION) {
      await this.em.transactional((em) => this.tournaments.syncPlayers(em, tournament));
    }
    const snapshot = await this.tournaments.snapshot(id);
    const registrations = await this.registrations.mine(caller, tournament.event);
    const mine = snapshot.players.filter((player) => ownsPlayer(caller, player));
    const entries: MyEntryDto[] = mine.map((player) => this.entryOf(snapshot, player));
    for (const registration of registrations) {
      const member = registration.familyMember;
      if (!member || mine.some((player) => player.familyMember?.id === member.id)) continue;
      entries.push({
        playerId: null,
        name: member.name,
        division: null,
        familyMemberId: member.id,
        problem:
          member.birthYear === null ? NEEDS_BIRTH_YEAR(member.name) : 'Not entered in this tournament.',
        deckListSubmittedAt: null,
        deckListOpen: false,
        droppedAfterRound: null,
        currentMatch: null,
        side: null,
      });
    }
    return { entries };
  }

  /**
   * The tables the caller and their family play at now, in every tournament running: the club's own by account,
   * those imported from TOM by Play! Pokémon Player ID (docs/adr/0061).
   */
  async myTables(caller: User): Promise<MyTableDto[]> {
    const family = await this.family.listOf(caller);
    const playerIds = [caller.profile.playerId, ...family.map((member) => member.playerId)].filter(
      (id): id is string => id !== null,
    );
    const mine = await this.em.find(
      TournamentPlayer,
      {
        tournament: { stage: { $in: [TournamentStage.SWISS, TournamentStage.TOP_CUT] } },
        $or: [
          { user: caller.id },
          ...(family.length ? [{ familyMember: { $in: family.map((member) => member.id) } }] : []),
          ...(playerIds.length ? [{ tomPlayerId: { $in: playerIds } }] : []),
        ],
      },
      { fields: ['id', 'tournament'] },
    );
    const tables: MyTableDto[] = [];
    for (const tournamentId of [...new Set(mine.map((player) => player.tournament.id))]) {
      const snapshot = await this.tournaments.snapshot(tournamentId);
      const current = snapshot.currentMatches();
      for (const { id } of mine.filter((player) => player.tournament.id === tournamentId)) {
        const match = current.find((m) => m.playerA.id === id || m.playerB?.id === id);
        if (!match) continue;
        const side = match.playerA.id === id ? 'A' : 'B';
        const opponent = side === 'A' ? match.playerB : match.playerA;
        const won = side === 'A' ? 'A_WINS' : 'B_WINS';
        tables.push({
          tournamentId,
          title: snapshot.tournament.event.title,
          name: snapshot.fullName(snapshot.player(id)!),
          division: snapshot.player(id)!.division,
          round: match.round,
          stage: match.stage,
          table: match.table,
          opponent: opponent ? snapshot.name(snapshot.player(opponent.id)!, 'members') : null,
          result:
            match.outcome === null
              ? null
              : match.outcome === 'TIE'
                ? 'TIE'
                : match.outcome === won
                  ? 'WON'
                  : 'LOST',
        });
      }
    }
    return tables;
  }

  private entryOf(snapshot: TournamentSnapshot, player: TournamentPlayer): MyEntryDto {
    const round = snapshot.tournament.currentRound;
    const submittedAt = snapshot.deckListSubmittedAt(player);
    const match = snapshot
      .roundMatches(round)
      .find((m) => m.playerA.id === player.id || m.playerB?.id === player.id);
    return {
      playerId: player.id,
      name: snapshot.fullName(player),
      division: player.division,
      familyMemberId: player.familyMember?.id ?? null,
      problem:
        snapshot.tournament.currentRound > 0 && !player.checkedIn
          ? 'Not checked in: ask the organiser to enter you late.'
          : null,
      deckListSubmittedAt: submittedAt?.toISOString() ?? null,
      deckListOpen: deckListOpenFor(snapshot.tournament, player, submittedAt !== undefined),
      droppedAfterRound: player.droppedAfterRound,
      currentMatch: match ? snapshot.toMatchDtos([match])[0] : null,
      side: match ? (match.playerA.id === player.id ? 'A' : 'B') : null,
    };
  }
}
