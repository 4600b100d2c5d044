import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Card } from '../cards/card.entity.js';
import { User } from '../users/user.entity.js';

/**
 * The print a member picked for a deck-list line whose name is shared by different cards; later imports of the same
 * line by the same member use it (print-choice-key.ts says what "the same line" is). Only its owner's imports read it.
 */
@Entity({ tableName: 'print_choices' })
@Unique({ name: 'print_choices_owner_line_unique', properties: ['owner', 'setCode', 'number', 'nameKey'] })
export class PrintChoice {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  owner: Rel<User>;

  @Property({ type: 'string', length: 20 })
  setCode: string;

  @Property({ type: 'string', length: 20 })
  number: string;

  @Property({ type: 'string', length: 200 })
  nameKey: string;

  @ManyToOne({ entity: () => Card, deleteRule: 'cascade', index: 'print_choices_card_id_index' })
  card: Rel<Card>;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(owner: Rel<User>, key: { setCode: string; number: string; nameKey: string }, card: Rel<Card>) {
    this.owner = owner;
    this.setCode = key.setCode;
    this.number = key.number;
    this.nameKey = key.nameKey;
    this.card = card;
  }
}
