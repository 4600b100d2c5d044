import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import {
  type DeckSheet,
  DeckSheetsService,
  FORMAT_LABEL,
  type SheetLine,
  type SheetPaper,
} from '../decks/deck-sheets.service.js';
import type { DeckListLine } from './tournament-deck-list.entity.js';
import { TournamentDeckList } from './tournament-deck-list.entity.js';
import type { TournamentPlayer } from './tournament-player.entity.js';
import type { TournamentSnapshot } from './tournament-snapshot.js';
import { TournamentsService } from './tournaments.service.js';

export const NO_DECK_LISTS = 'No deck lists have been submitted for this tournament yet.';

const byName = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** Surname first, then the rest: a family member's one name field ends with their surname. */
function sortName(snapshot: TournamentSnapshot, player: TournamentPlayer): [string, string] {
  if (player.user) return [player.user.profile.lastName, player.user.profile.firstName];
  const full = snapshot.fullName(player);
  const space = full.lastIndexOf(' ');
  return space < 0 ? [full, ''] : [full.slice(space + 1), full.slice(0, space)];
}

/** 'SVI 196' as the list kept it: the set code and the collection number. */
function sheetLine(line: DeckListLine): SheetLine {
  const space = line.print.lastIndexOf(' ');
  return {
    cardId: line.cardId,
    name: line.name,
    setCode: space < 0 ? line.print : line.print.slice(0, space),
    number: space < 0 ? '' : line.print.slice(space + 1),
    section: line.section,
    count: line.count,
  };
}

/**
 * Every submitted list of a tournament on Play! Pokémon's deck-list sheet, one PDF for the organiser to print,
 * sorted by surname (docs/adr/0065): each player's name, Player ID, date of birth (blank where their profile has
 * none) and division.
 */
@Injectable()
export class TournamentDeckSheetsService {
  constructor(
    private readonly em: EntityManager,
    private readonly tournaments: TournamentsService,
    private readonly deckSheets: DeckSheetsService,
  ) {}

  async all(id: number, paper: SheetPaper): Promise<Uint8Array> {
    const snapshot = await this.tournaments.snapshot(id);
    const lists = await this.em.find(TournamentDeckList, { player: { tournament: snapshot.tournament } });
    if (!lists.length) throw new NotFoundException(NO_DECK_LISTS);
    const entries = lists
      .map((list) => ({ list, player: snapshot.player(list.player.id)! }))
      .map((entry) => ({ ...entry, sortName: sortName(snapshot, entry.player) }))
      .sort(
        (a, b) =>
          byName.compare(a.sortName[0], b.sortName[0]) ||
          byName.compare(a.sortName[1], b.sortName[1]) ||
          a.player.id - b.player.id,
      );
    const { tournament } = snapshot;
    const heading = `${tournament.event.title}, ${snapshot.day} (${FORMAT_LABEL[tournament.format]})`;
    const sections = await this.deckSheets.sectionsOfLists(
      entries.map(({ list }) => list.cards.map(sheetLine)),
    );
    const sheets = entries.map(({ player }, index): DeckSheet => ({
      playerName: snapshot.fullName(player),
      playerId: snapshot.playPokemonId(player),
      birthDate: player.familyMember
        ? player.familyMember.birthDate
        : (player.user?.profile.birthDate ?? null),
      division: player.division,
      heading,
      ...sections[index],
    }));
    return this.deckSheets.render(sheets, paper, {
      title: `Deck lists: ${tournament.event.title}`,
      author: 'Tournament desk',
    });
  }
}
