import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CardRecord } from './domain/card-record.js';

/** The whole normalised record of a card and its full-text search text (the table also has a tsvector column). */
@Entity({ tableName: 'card_texts' })
export class CardText {
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;

  @Property({ type: 'json' })
  data!: CardRecord;

  /** Name, abilities, attacks and rules without accents. */
  @Property({ type: 'text' })
  searchText!: string;
}
