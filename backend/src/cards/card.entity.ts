import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One print of a card: the narrow columns that search, filter and sort (see the migration for their indexes).
 * The whole record and its search text are in CardText, so scanning this table stays cheap. Legality is kept as the day from which the print is legal in
 * each format (null: never), recomputed after every import and format change, so it never goes stale at midnight.
 */
@Entity({ tableName: 'cards' })
export class Card {
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;

  @Index()
  @Property({ type: 'string', length: 40 })
  setId!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  /** lookupNameKey(name): how deck imports find cards by name. */
  @Index()
  @Property({ type: 'string', length: 200 })
  nameKey!: string;

  /** Lower-case name without accents, for trigram search. */
  @Property({ type: 'string', length: 200 })
  searchName!: string;

  @Property({ type: 'string', length: 20 })
  supertype!: string;

  @Property({ type: 'string[]', columnType: 'text[]' })
  types!: string[];

  @Property({ type: 'string', length: 20 })
  number!: string;

  /** Position in the set for sorting ('TG12' after '12' after '2'). */
  @Property({ type: 'integer' })
  numberSort!: number;

  @Property({ type: 'string', length: 60, nullable: true })
  rarity!: string | null;

  @Property({ type: 'date', nullable: true })
  releaseDate!: string | null;

  @Property({ type: 'date', nullable: true })
  legalStandardFrom: string | null = null;

  @Property({ type: 'date', nullable: true })
  legalExpandedFrom: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt: Date & Opt = new Date();
}
