import { Collection, type Opt, type Rel } from '@mikro-orm/core';
import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  Trigger,
} from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { DeckCard } from './deck-card.entity.js';
import { ANNOUNCE_DECKS_CHANGED } from './deck-changes.js';
import { DeckFormat } from './domain/deck-format.js';

/** A member's deck; only its owner can see or change it. */
@Entity({ tableName: 'decks' })
@Trigger({
  name: 'decks_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: ANNOUNCE_DECKS_CHANGED,
})
export class Deck {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  owner: Rel<User>;

  @Property({ type: 'string', length: 100 })
  name: string;

  @Enum({ items: () => DeckFormat, nativeEnumName: 'deck_format' })
  format: DeckFormat;

  @Property({ type: 'text' })
  notes: string & Opt = '';

  @OneToMany({ entity: () => DeckCard, mappedBy: 'deck', orphanRemoval: true })
  cards = new Collection<DeckCard>(this);

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(owner: User, name: string, format: DeckFormat, notes = '') {
    this.owner = owner;
    this.name = name;
    this.format = format;
    this.notes = notes;
  }
}
