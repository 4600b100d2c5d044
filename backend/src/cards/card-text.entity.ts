import type { Rel } from '@mikro-orm/core';
import { Entity, Index, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Card } from './card.entity.js';
import type { CardRecord } from './domain/card-record.js';

/** The whole normalised record of a card and its full-text search text. */
@Entity({ tableName: 'card_texts' })
@Index({
  name: 'card_texts_search_vector_index',
  expression: 'create index "card_texts_search_vector_index" on "card_texts" using gin ("search_vector")',
})
export class CardText {
  @OneToOne({ entity: () => Card, primary: true, fieldName: 'id', deleteRule: 'cascade', owner: true })
  card!: Rel<Card>;

  @Property({ type: 'json' })
  data!: CardRecord;

  /** Name, abilities, attacks and rules without accents. */
  @Property({ type: 'text' })
  searchText!: string;

  /** Written by PostgreSQL from searchText; never read into the app. */
  @Property({
    type: 'unknown',
    columnType: 'tsvector',
    generated: "(to_tsvector('english', search_text)) stored",
    lazy: true,
    hidden: true,
    nullable: true,
  })
  searchVector?: unknown;
}
