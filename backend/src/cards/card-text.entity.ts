import type { Rel } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Card } from './card.entity.js';
import type { CardRecord } from './domain/card-record.js';

/** The whole normalised record of a card, read only for the cards an answer shows. */
@Entity({ tableName: 'card_texts' })
export class CardText {
  @OneToOne({ entity: () => Card, primary: true, fieldName: 'id', deleteRule: 'cascade', owner: true })
  card!: Rel<Card>;

  @Property({ type: 'json' })
  data!: CardRecord;
}
