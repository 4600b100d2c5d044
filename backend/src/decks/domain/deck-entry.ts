/** A deck as the deck rules see it: cards with counts, each in one of the builder's three sections. */
import type { CardRecord } from '../../cards/domain/card-record.js';

export type DeckSection = 'pokemon' | 'trainer' | 'energy';

export const DECK_SECTIONS: readonly DeckSection[] = ['pokemon', 'trainer', 'energy'];

export interface DeckEntry {
  card: CardRecord;
  count: number;
  section: DeckSection;
}

/** The builder's rule: Pokémon → pokemon, Trainer → trainer, anything else → energy. */
export function sectionOf(card: Pick<CardRecord, 'supertype'>): DeckSection {
  if (card.supertype === 'Pokémon') return 'pokemon';
  if (card.supertype === 'Trainer') return 'trainer';
  return 'energy';
}
