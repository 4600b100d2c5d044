import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { TournamentPlayer } from './tournament-player.entity.js';

/** One card line of a submitted list, kept as printed on the sheet (the catalogue may change later). */
export interface DeckListLine {
  cardId: string;
  name: string;
  /** PTCGL set code and number, e.g. 'SVI 196'. */
  print: string;
  section: 'pokemon' | 'trainer' | 'energy';
  count: number;
}

/** A player's accepted deck list: legal in the tournament's format on its day when it was submitted. */
@Entity({ tableName: 'tournament_deck_lists' })
export class TournamentDeckList {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OneToOne({ entity: () => TournamentPlayer, owner: true, deleteRule: 'cascade', unique: true })
  player: Rel<TournamentPlayer>;

  @Property({ type: 'json' })
  cards: DeckListLine[];

  /** Who submitted it (the player, or the parent of a family member). */
  @ManyToOne({ entity: () => User, deleteRule: 'set null', nullable: true })
  submittedBy: Rel<User> | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  submittedAt: Date & Opt = new Date();

  constructor(player: TournamentPlayer, cards: DeckListLine[], submittedBy: User) {
    this.player = player;
    this.cards = cards;
    this.submittedBy = submittedBy;
  }
}
