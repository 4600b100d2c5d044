import type { Rel } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  ManyToOne,
  PrimaryKey,
  Property,
  Trigger,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { Card } from '../cards/card.entity.js';
import { ANNOUNCE_DECKS_CHANGED } from './deck-changes.js';
import { Deck } from './deck.entity.js';

export enum DeckSection {
  POKEMON = 'pokemon',
  TRAINER = 'trainer',
  ENERGY = 'energy',
}

/** How many copies of one print a deck holds in one section. */
@Entity({ tableName: 'deck_cards' })
@Unique({ name: 'deck_cards_deck_card_section_unique', properties: ['deck', 'card', 'section'] })
@Check({ name: 'deck_cards_count_positive', expression: 'count > 0' })
@Trigger({
  name: 'deck_cards_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: ANNOUNCE_DECKS_CHANGED,
})
export class DeckCard {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Deck, deleteRule: 'cascade' })
  deck: Rel<Deck>;

  @ManyToOne({ entity: () => Card, deleteRule: 'restrict', index: 'deck_cards_card_id_index' })
  card: Rel<Card>;

  @Enum({ items: () => DeckSection, nativeEnumName: 'deck_section' })
  section: DeckSection;

  @Property({ type: 'integer' })
  count: number;

  constructor(deck: Rel<Deck>, card: Rel<Card>, section: DeckSection, count: number) {
    this.deck = deck;
    this.card = card;
    this.section = section;
    this.count = count;
  }
}
