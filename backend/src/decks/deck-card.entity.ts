import type { Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Card } from '../cards/card.entity.js';
import { Deck } from './deck.entity.js';

export enum DeckSection {
  POKEMON = 'pokemon',
  TRAINER = 'trainer',
  ENERGY = 'energy',
}

/** How many copies of one print a deck holds in one section. */
@Entity({ tableName: 'deck_cards' })
export class DeckCard {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Deck, deleteRule: 'cascade' })
  deck: Rel<Deck>;

  @ManyToOne({ entity: () => Card, deleteRule: 'restrict' })
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
