import type { DeckCardDto, DeckSection } from '../api/generated/types.gen';
import { SECTIONS } from './deck-cards';

export interface PrintRow {
  readonly count: number;
  readonly name: string;
  readonly set: string;
  readonly number: string;
  readonly regulationMark: string;
}

export interface PrintSection {
  readonly key: DeckSection;
  readonly title: string;
  readonly rows: readonly PrintRow[];
  readonly total: number;
}

type PrintableCard = Pick<
  DeckCardDto,
  'section' | 'count' | 'name' | 'setCode' | 'setId' | 'number' | 'regulationMark'
>;

/**
 * The rows of a tournament deck-list sheet: Pokémon, Trainer Cards, Energy, each with count, name,
 * set code, number and regulation mark, sorted by name (then set and number) within the section.
 */
export function printSections(cards: readonly PrintableCard[]): PrintSection[] {
  return SECTIONS.map(({ key, title }) => {
    const rows = cards
      .filter((card) => card.section === key)
      .map((card) => ({
        count: card.count,
        name: card.name,
        set: card.setCode || card.setId.toUpperCase(),
        number: card.number,
        regulationMark: card.regulationMark ?? '',
      }))
      .sort(
        (a, b) =>
          a.name.localeCompare(b.name) ||
          a.set.localeCompare(b.set) ||
          a.number.localeCompare(b.number, undefined, { numeric: true }),
      );
    return { key, title, rows, total: rows.reduce((sum, row) => sum + row.count, 0) };
  });
}
