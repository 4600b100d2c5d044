import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PageCard } from './card-answers.js';
import type { CardRow } from './card-catalogue.service.js';
import { searchCountSql, searchPageSql, type CardSearchFilters } from './card-search-sql.js';
import type { CardRecord } from './domain/card-record.js';

const COLUMNS = 't.data, c.legal_standard_from::text, c.legal_expanded_from::text';

/**
 * The first run of digits without leading zeros: equal for every number numberKey treats as equal and for a bare
 * promo number and its prefixed print ('152', 'SWSH152'), so these rows include every print a line can point at.
 */
const NUMBER_DIGITS = (column: string) => `coalesce(ltrim(substring(${column} from '[0-9]+'), '0'), '')`;

/** A card's first legal day in Standard (`s`) and Expanded (`e`); null: never legal. */
export interface CardLegality {
  id: string;
  s: string | null;
  e: string | null;
}

/**
 * The catalogue's tables (cards, card_texts, card_sets) as the cards feature reads them, and the legality it
 * writes. Rows, not entities: a search page, a deck or a legality refresh reads hundreds to the whole catalogue,
 * and they are kept and shared (CardRowsService), so nothing is hydrated or tracked. Nest gives it the request's
 * EntityManager; work inside a transaction makes its own, `new CardRepository(em)`, over the transaction's.
 */
@Injectable()
export class CardRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page of the search's cards: ids and legality (card-search-sql.ts). */
  searchPage(filters: CardSearchFilters, page: number, pageSize: number): Promise<PageCard[]> {
    const { sql, params } = searchPageSql(filters, page, pageSize);
    // Raw SQL: a union of three index scans, ranked and paged; the query builder cannot say it.
    return this.em.getConnection().execute<PageCard[]>(sql, params);
  }

  /** How many cards the search matches on all pages. */
  async searchCount(filters: CardSearchFilters): Promise<number> {
    const { sql, params } = searchCountSql(filters);
    // Raw SQL: the search's union, counted.
    const [row] = await this.em.getConnection().execute<{ total: number }[]>(sql, params);
    return row.total;
  }

  /** The card's row, or undefined when there is no such card. */
  async row(id: string): Promise<CardRow | undefined> {
    // Raw SQL: two tables joined into the row shape every card answer is built from.
    const [row] = await this.em.getConnection().execute<CardRow[]>(
      `select t.data, c.legal_standard_from::text, c.legal_expanded_from::text
         from cards c join card_texts t on t.id = c.id where c.id = ?`,
      [id],
    );
    return row;
  }

  /** The rows of these cards, in no particular order (unknown ids are left out). */
  rows(ids: readonly string[]): Promise<CardRow[]> {
    // Raw SQL: any number of ids as one parameter, joined into the row shape.
    return this.em.getConnection().execute<CardRow[]>(
      `select ${COLUMNS} from cards c join card_texts t on t.id = c.id
       where c.id in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(ids)],
    );
  }

  /** The ids of every print per name lookup key (names without prints are left out). */
  printIds(nameKeys: readonly string[]): Promise<{ name_key: string; ids: string[] }[]> {
    // Raw SQL: the prints grouped per name in the database (array_agg).
    return this.em.getConnection().execute<{ name_key: string; ids: string[] }[]>(
      `select name_key, array_agg(id order by id) as ids from cards
       where name_key in (select jsonb_array_elements_text(?::jsonb)) group by name_key`,
      [JSON.stringify(nameKeys)],
    );
  }

  /** Every print a (set, number) pair can point at, leading zeros and promo prefixes aside. */
  bySetNumbers(pairs: readonly { setId: string; number: string }[]): Promise<CardRow[]> {
    // Raw SQL: a list of pairs joined on their numbers' digits in one round trip (jsonb_to_recordset).
    return this.em.getConnection().execute<CardRow[]>(
      `select ${COLUMNS}
       from jsonb_to_recordset(?::jsonb) as w(set_id text, number text)
       join cards c on c.set_id = w.set_id and ${NUMBER_DIGITS('c.number')} = ${NUMBER_DIGITS('w.number')}
       join card_texts t on t.id = c.id`,
      [JSON.stringify(pairs.map(({ setId, number }) => ({ set_id: setId, number })))],
    );
  }

  /** The card's data as imported, or undefined when there is no such card. */
  async data(id: string): Promise<CardRecord | undefined> {
    // Raw SQL: the stored JSON alone, no entity to hydrate for one image request.
    const [row] = await this.em
      .getConnection()
      .execute<{ data: CardRecord }[]>('select data from card_texts where id = ?', [id]);
    return row?.data;
  }

  /** How many sets and cards the catalogue holds. */
  async counts(): Promise<{ sets: number; cards: number }> {
    // Raw SQL: both counts in one round trip.
    const [row] = await this.em
      .getConnection()
      .execute<{ sets: string; cards: string }[]>(
        'select (select count(*) from card_sets) as sets, (select count(*) from cards) as cards',
      );
    return { sets: Number(row.sets), cards: Number(row.cards) };
  }

  /** Every set's id and PTCGL code. */
  setCodes(): Promise<{ id: string; ptcgoCode: string | null }[]> {
    // Raw SQL: two columns of every set, nothing to track.
    return this.em
      .getConnection()
      .execute<{ id: string; ptcgoCode: string | null }[]>(
        'select id, ptcgo_code as "ptcgoCode" from card_sets',
      );
  }

  /** Every card's data, read in this repository's transaction. */
  async everyCard(): Promise<CardRecord[]> {
    // Raw SQL: the whole catalogue's texts at once, without an entity each.
    const rows = await this.em
      .getConnection()
      .execute<{ data: CardRecord }[]>(
        'select data from card_texts',
        [],
        'all',
        this.em.getTransactionContext(),
      );
    return rows.map((row) => row.data);
  }

  /** Writes the cards' legal days, in this repository's transaction; rows already right are left alone. */
  async setLegality(cards: readonly CardLegality[]): Promise<void> {
    // Raw SQL: one statement for a whole batch (jsonb_to_recordset), writing only the rows that change.
    await this.em.getConnection().execute(
      `update cards set legal_standard_from = x.s, legal_expanded_from = x.e
       from jsonb_to_recordset(?::jsonb) as x(id text, s date, e date)
       where cards.id = x.id
         and (cards.legal_standard_from, cards.legal_expanded_from) is distinct from (x.s, x.e)`,
      [JSON.stringify(cards)],
      'run',
      this.em.getTransactionContext(),
    );
  }
}
