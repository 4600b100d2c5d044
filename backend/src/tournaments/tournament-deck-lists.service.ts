import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Role } from '../common/role.js';
import { DecksService } from '../decks/decks.service.js';
import type { DeckCardInputDto } from '../decks/dto/deck.dto.js';
import type { User } from '../users/user.entity.js';
import { toCsv } from './domain/csv.js';
import type { DeckListDto, SubmitDeckListDto } from './dto/deck-list.dto.js';
import { TournamentDeckList } from './tournament-deck-list.entity.js';
import { TournamentPlayer } from './tournament-player.entity.js';
import { beforeRoundOne, dayOf, lateListOpen, listsOpen, TournamentSnapshot } from './tournament-snapshot.js';
import { Tournament } from './tournament.entity.js';
import { publishLists, TournamentStage } from '@club/rules';
import { unlessRefused } from './refused.js';
import { ownsPlayer, PLAYER_NOT_FOUND, TournamentsService } from './tournaments.service.js';

export const DECK_LIST_NOT_FOUND = 'Deck list not found';
const FORMAT_LABEL = { standard: 'Standard', expanded: 'Expanded' } as const;

/**
 * Deck lists: submitted by the player (or their parent) before the deadline and round 1 (a late entry once, after),
 * judged by the deck
 * validator in the tournament's format on the tournament's day, and refused with its reasons when illegal.
 * A player reads only their own; the organiser reads all; everyone may once the organiser publishes them.
 */
@Injectable()
export class TournamentDeckListsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tournaments: TournamentsService,
    private readonly decks: DecksService,
  ) {}

  async submit(caller: User, id: number, playerId: number, dto: SubmitDeckListDto): Promise<DeckListDto> {
    if ((dto.deckId === undefined) === (dto.ptcgl === undefined)) {
      throw new BadRequestException('Send either a deckId or a pasted ptcgl list.');
    }
    const tournament = await this.tournaments.entity(id);
    if (tournament.stage === TournamentStage.REGISTRATION) {
      await this.em.transactional((em) => this.tournaments.syncPlayers(em, tournament));
    }
    const player = await this.ownPlayer(caller, tournament, playerId);
    this.assertOpen(tournament, player, (await this.em.count(TournamentDeckList, { player: player.id })) > 0);
    const day = dayOf(tournament.event.date);
    const cards =
      dto.deckId !== undefined
        ? await this.decks.cardsOf(caller, dto.deckId)
        : await this.pasted(dto.ptcgl!, tournament, day);
    if (!cards.length) throw new BadRequestException('The deck list is empty.');
    const { validation, lines } = await this.decks.judgeList(tournament.format, cards, day);
    if (!validation.valid) {
      const reasons = validation.errors.length
        ? validation.errors
        : [`The deck has ${validation.metrics.totalCards} cards; a deck must have exactly 60 cards.`];
      throw new BadRequestException({
        message: [
          `This deck is not legal in ${FORMAT_LABEL[tournament.format]} on ${day}: ${reasons.join(' ')}`,
          ...reasons,
        ],
      });
    }
    await this.em.transactional(async (em) => {
      // The tournament's row is locked so a list never lands after round 1 has been paired.
      const locked = await this.tournaments.entity(id, em, true);
      const entered = await this.tournaments.playerOf(em, locked, player.id);
      this.assertOpen(locked, entered, (await em.count(TournamentDeckList, { player: player.id })) > 0);
      await em.nativeDelete(TournamentDeckList, { player: player.id });
      em.persist(new TournamentDeckList(em.getReference(TournamentPlayer, player.id), lines, caller));
    });
    return this.read(caller, id, playerId);
  }

  /** One list: the player's own (or their child's), any for the organiser, any once published. */
  async read(caller: User, id: number, playerId: number): Promise<DeckListDto> {
    const snapshot = await this.tournaments.snapshot(id);
    const player = snapshot.player(playerId);
    const allowed =
      player &&
      (caller.role === Role.ADMIN || snapshot.tournament.listsPublished || ownsPlayer(caller, player));
    if (!player || !allowed) throw new NotFoundException(DECK_LIST_NOT_FOUND);
    const list = await this.em.findOne(TournamentDeckList, { player: player.id });
    if (!list) throw new NotFoundException(DECK_LIST_NOT_FOUND);
    return this.toDto(snapshot, player, list);
  }

  /** Every list (the organiser, or anyone once published), by division and name. */
  async all(caller: User, id: number): Promise<DeckListDto[]> {
    const snapshot = await this.tournaments.snapshot(id);
    if (caller.role !== Role.ADMIN && !snapshot.tournament.listsPublished) {
      throw new NotFoundException('The deck lists of this tournament are not published.');
    }
    const lists = await this.em.find(TournamentDeckList, { player: { tournament: snapshot.tournament } });
    return lists
      .map((list) => this.toDto(snapshot, snapshot.player(list.player.id)!, list))
      .sort((a, b) => a.division.localeCompare(b.division) || a.playerName.localeCompare(b.playerName));
  }

  async publish(id: number, published: boolean): Promise<void> {
    await this.em.transactional(async (em) => {
      const tournament = await this.tournaments.entity(id, em, true);
      tournament.listsPublished = unlessRefused(publishLists(tournament, published)).listsPublished;
    });
  }

  async exportCsv(caller: User, id: number): Promise<string> {
    const lists = await this.all(caller, id);
    return toCsv(
      ['player', 'division', 'section', 'count', 'card', 'print', 'cardId'],
      lists.flatMap((list) =>
        list.cards.map((line) => [
          list.playerName,
          list.division,
          line.section,
          line.count,
          line.name,
          line.print,
          line.cardId,
        ]),
      ),
    );
  }

  private toDto(
    snapshot: TournamentSnapshot,
    player: TournamentPlayer,
    list: TournamentDeckList,
  ): DeckListDto {
    const order = { pokemon: 0, trainer: 1, energy: 2 };
    return {
      playerId: player.id,
      playerName: snapshot.fullName(player),
      division: player.division,
      tournament: snapshot.tournament.event.title,
      day: snapshot.day,
      format: snapshot.tournament.format,
      submittedAt: list.submittedAt.toISOString(),
      cards: [...list.cards].sort((a, b) => order[a.section] - order[b.section]),
    };
  }

  private async ownPlayer(caller: User, tournament: Tournament, playerId: number): Promise<TournamentPlayer> {
    const player = await this.em.findOne(
      TournamentPlayer,
      { id: playerId, tournament },
      { populate: ['user', 'familyMember'] },
    );
    if (!player || !ownsPlayer(caller, player)) throw new NotFoundException(PLAYER_NOT_FOUND);
    return player;
  }

  private assertOpen(tournament: Tournament, player: TournamentPlayer, hasList: boolean): void {
    if (tournament.currentRound > 0 || !beforeRoundOne(tournament)) {
      if (lateListOpen(tournament, player, hasList)) return;
      throw new ConflictException(
        player.joinedRound > 1 && hasList && tournament.stage === TournamentStage.SWISS
          ? 'This list is locked: a late entry gives theirs once, after round 1.'
          : 'Round 1 has started: deck lists are locked.',
      );
    }
    if (!listsOpen(tournament)) throw new ConflictException('The deck-list deadline has passed.');
  }

  /** A pasted PTCGL list, read as the deck importer reads it; lines it cannot read are refused with their reasons. */
  private async pasted(text: string, tournament: Tournament, day: string): Promise<DeckCardInputDto[]> {
    const imported = await this.decks.importPtcgl(text, tournament.format, day);
    if (imported.unresolved.length) {
      const reasons = imported.unresolved.map((line) => `Line ${line.line} ('${line.text}'): ${line.reason}`);
      throw new BadRequestException({
        message: [`Some lines of the list could not be read: ${reasons.join(' ')}`, ...reasons],
      });
    }
    return Object.values(imported.sections)
      .flat()
      .map((card) => ({
        cardId: card.id,
        section: card.section as DeckCardInputDto['section'],
        count: card.count,
      }));
  }
}
