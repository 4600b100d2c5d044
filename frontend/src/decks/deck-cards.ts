import { DECK_SIZE } from '@club/rules';
import type { CardDto, DeckCardDto, DeckSection } from '../api/generated/types.gen';

export const SECTIONS: readonly {
  readonly key: DeckSection;
  readonly title: string;
  readonly short: string;
}[] = [
  { key: 'pokemon', title: 'Pokémon', short: 'Pokémon' },
  { key: 'trainer', title: 'Trainer Cards', short: 'Trainers' },
  { key: 'energy', title: 'Energy', short: 'Energy' },
];

/** The section a card goes in: pokemon for Pokémon, trainer for Trainer, energy otherwise (spec 2 §5). */
export function sectionFor(supertype: CardDto['supertype'] | string): DeckSection {
  if (supertype === 'Pokémon') return 'pokemon';
  if (supertype === 'Trainer') return 'trainer';
  return 'energy';
}

/** 'n/60'. */
export function deckSizeLabel(cardCount: number): string {
  return `${cardCount}/${DECK_SIZE}`;
}

type CountedCard = Pick<DeckCardDto, 'id' | 'count' | 'section'>;

/** How many copies of one card a deck holds (over all sections). */
export function copiesOf(cards: readonly CountedCard[] | undefined, cardId: string): number {
  return (cards ?? []).reduce((sum, entry) => (entry.id === cardId ? sum + entry.count : sum), 0);
}

/** The cards of one section, in the order the server sent them. */
export function cardsIn<T extends CountedCard>(cards: readonly T[], section: DeckSection): T[] {
  return cards.filter((entry) => entry.section === section);
}

export interface SectionCounts {
  readonly pokemon: number;
  readonly trainer: number;
  readonly energy: number;
  readonly total: number;
}

/** Copies per section and in all. */
export function sectionCounts(cards: readonly CountedCard[]): SectionCounts {
  const counts = { pokemon: 0, trainer: 0, energy: 0 };
  for (const entry of cards) counts[entry.section] += entry.count;
  return { ...counts, total: counts.pokemon + counts.trainer + counts.energy };
}

export const FORMAT_LABELS: Record<'standard' | 'expanded', string> = {
  standard: 'Standard',
  expanded: 'Expanded',
};

/** 'Standard' / 'Expanded' (the format defaults to standard, spec 2 §2). */
export function formatLabel(format: string | null | undefined): string {
  return format === 'expanded' ? FORMAT_LABELS.expanded : FORMAT_LABELS.standard;
}

/** A deck id from the route, or null when it cannot be one (then the deck is simply not found). */
export function parseDeckId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
