import { Injectable } from '@nestjs/common';
import { birthYearOf, divisionOf, ukDay } from '@club/rules';
import { CardRowsService } from '../cards/card-rows.service.js';
import type { User } from '../users/user.entity.js';
import { DeckSection } from './deck-card.entity.js';
import {
  type DeckSheet,
  type SheetCard,
  type SheetPaper,
  type SheetPokemon,
} from './domain/deck-sheet-layout.js';
import { loadSheetFonts } from './domain/deck-sheet-fonts.js';
import { renderDeckSheets, type SheetDocument, type SheetFonts } from './domain/deck-sheet-pdf.js';
import { DecksService } from './decks.service.js';

export type { DeckSheet, SheetPaper } from './domain/deck-sheet-layout.js';

/** A card line as a sheet prints it: the name and print kept (a tournament's list, as it was submitted). */
export interface SheetLine {
  cardId: string;
  name: string;
  setCode: string;
  number: string;
  section: `${DeckSection}`;
  count: number;
}

export type SheetSections = Pick<DeckSheet, 'pokemon' | 'trainers' | 'energy'>;

export const FORMAT_LABEL = { standard: 'Standard', expanded: 'Expanded' } as const;

/**
 * Play! Pokémon's deck-list sheet as PDF (docs/adr/0065): a member's own saved deck, and (for the organiser) a
 * tournament's submitted lists, one sheet each in one document.
 */
@Injectable()
export class DeckSheetsService {
  private fonts: SheetFonts | null = null;

  constructor(
    private readonly decks: DecksService,
    private readonly cardRows: CardRowsService,
  ) {}

  /** The owner's saved deck on a sheet with their profile's details (a deck not theirs: 404, as everywhere). */
  async ownDeck(owner: User, deckId: number, paper: SheetPaper): Promise<{ name: string; pdf: Uint8Array }> {
    const deck = await this.decks.ownDetail(owner, deckId);
    const { firstName, lastName, playerId, birthDate } = owner.profile;
    const sheet: DeckSheet = {
      playerName: `${firstName} ${lastName}`.trim(),
      playerId,
      birthDate,
      division: birthDate ? divisionOf(birthYearOf(birthDate), ukDay()) : null,
      heading: `${deck.name} (${FORMAT_LABEL[deck.format]})`,
      ...(await this.sections(
        deck.cards.map((card) => ({
          cardId: card.id,
          name: card.name,
          setCode: card.setCode,
          number: card.number,
          section: card.section,
          count: card.count,
        })),
      )),
    };
    const pdf = await this.render([sheet], paper, {
      title: `Deck list: ${deck.name}`,
      author: 'Deck builder',
    });
    return { name: deck.name, pdf };
  }

  /** A list's lines by section, as a sheet prints them. */
  async sections(lines: readonly SheetLine[]): Promise<SheetSections> {
    return (await this.sectionsOfLists([lines]))[0];
  }

  /**
   * Several lists' lines by section, each Pokémon's regulation mark from the catalogue (none for a card gone
   * from it), read once for all of them.
   */
  async sectionsOfLists(lists: readonly (readonly SheetLine[])[]): Promise<SheetSections[]> {
    const pokemonOf = (lines: readonly SheetLine[]) =>
      lines.filter((line) => line.section === DeckSection.POKEMON);
    const ids = new Set(lists.flatMap((lines) => pokemonOf(lines).map((line) => line.cardId)));
    const rows = ids.size ? await this.cardRows.byIds([...ids]) : [];
    const marks = new Map(rows.map((row) => [row.data.id, row.data.regulationMark]));
    const card = (line: SheetLine): SheetCard => ({ count: line.count, name: line.name });
    return lists.map((lines) => ({
      pokemon: pokemonOf(lines).map((line): SheetPokemon => ({
        ...card(line),
        setCode: line.setCode,
        number: line.number,
        regulationMark: marks.get(line.cardId) ?? null,
      })),
      trainers: lines.filter((line) => line.section === DeckSection.TRAINER).map(card),
      energy: lines.filter((line) => line.section === DeckSection.ENERGY).map(card),
    }));
  }

  /** Every sheet in one PDF, in the order given. */
  render(sheets: readonly DeckSheet[], paper: SheetPaper, about: SheetDocument): Promise<Uint8Array> {
    this.fonts ??= loadSheetFonts();
    return renderDeckSheets(sheets, paper, this.fonts, about);
  }
}
