import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CardSet } from './card-set.entity.js';

/** The order of search answers without text. */
const NEWEST_FIRST = '"release_date" desc nulls last, "set_id", "number_sort", "id"';

/**
 * One print of a card: the columns that search, filter and sort. The whole record is in CardText, so scanning
 * this table stays cheap. Legality is kept as the day from which the print is legal in each format (null:
 * never), recomputed after every import and format change, so it never goes stale at midnight.
 */
@Entity({ tableName: 'cards' })
@Index({
  name: 'cards_newest_first_index',
  expression: `create index "cards_newest_first_index" on "cards" (${NEWEST_FIRST})`,
})
@Index({
  name: 'cards_search_name_trgm_index',
  expression: 'create index "cards_search_name_trgm_index" on "cards" using gin ("search_name" gin_trgm_ops)',
})
@Index({
  name: 'cards_search_vector_index',
  expression: 'create index "cards_search_vector_index" on "cards" using gin ("search_vector")',
})
@Index({
  name: 'cards_types_index',
  expression: 'create index "cards_types_index" on "cards" using gin ("types")',
})
// Filters the browser offers: without these, each is a scan of every card. Rarity and supertype lead an index
// in newest-first order, so their pages are read in order (rarer cards are mostly in old sets).
@Index({
  name: 'cards_rarity_index',
  expression: `create index "cards_rarity_index" on "cards" (lower("rarity"), ${NEWEST_FIRST})`,
})
@Index({
  name: 'cards_supertype_index',
  expression: `create index "cards_supertype_index" on "cards" ("supertype", ${NEWEST_FIRST})`,
})
@Index({ name: 'cards_legal_standard_from_index', properties: ['legalStandardFrom'] })
@Index({ name: 'cards_legal_expanded_from_index', properties: ['legalExpandedFrom'] })
export class Card {
  @PrimaryKey({ type: 'string', length: 60 })
  id!: string;

  @ManyToOne({
    entity: () => CardSet,
    fieldName: 'set_id',
    deleteRule: 'cascade',
    index: 'cards_set_id_index',
  })
  set!: Rel<CardSet>;

  @Property({ type: 'string', length: 200 })
  name!: string;

  /** lookupNameKey(name): how deck imports find cards by name. */
  @Index()
  @Property({ type: 'string', length: 200 })
  nameKey!: string;

  /** Lower-case name without accents, for trigram search. */
  @Property({ type: 'string', length: 200 })
  searchName!: string;

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
