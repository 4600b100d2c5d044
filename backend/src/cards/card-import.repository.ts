import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { numberSortOf, searchable, searchTextOf } from './card-search-text.js';
import { lookupNameKey } from './domain/card-name.js';
import type { CardRecord, SetRecord } from './domain/card-record.js';
import { IMPORT_LOCK_HELD } from './import-lock.repository.js';

/** A card as its two tables store it: the columns searched and sorted on, and its whole data. */
function cardColumns(card: CardRecord) {
  return {
    id: card.id,
    set_id: card.setId,
    name: card.name,
    name_key: lookupNameKey(card.name),
    search_name: searchable(card.name),
    search_text: searchTextOf(card),
    supertype: card.supertype,
    types: card.types,
    number: card.number,
    number_sort: numberSortOf(card.number),
    rarity: card.rarity,
    release_date: card.setReleaseDate,
    data: card,
  };
}

/**
 * What a card import writes: the catalogue's sets and cards, upserted in batches inside the import's transaction
 * (`new CardImportRepository(em)` over it), and the import jobs' rows. Raw SQL: each batch is one statement that
 * inserts, updates only what changed and says which rows were new (`xmax = 0`), which the ORM's upsert cannot.
 */
@Injectable()
export class CardImportRepository {
  constructor(private readonly em: EntityManager) {}

  /** Jobs still 'running' while no process holds the import lock are marked failed with `message`. */
  async failStopped(message: string): Promise<void> {
    // Raw SQL: one statement, so a job whose lock is taken but whose row is not yet written is never caught.
    await this.em.getConnection().execute(
      `update card_import_jobs set status = 'failed', error = ?, finished_at = now()
        where status = 'running' and not ${IMPORT_LOCK_HELD}`,
      [message],
    );
  }

  /** Upserts the sets; answers, per set written, whether it was new (unchanged sets are not written). */
  upsertSets(sets: readonly SetRecord[]): Promise<{ inserted: boolean }[]> {
    // Raw SQL: a batch upsert that writes changed rows only and tells inserts from updates.
    return this.em.getConnection().execute<{ inserted: boolean }[]>(
      `insert into card_sets (id, name, series, ptcgo_code, release_date, printed_total, total, updated_at)
       select id, name, series, ptcgo_code, release_date, printed_total, total, now()
       from jsonb_to_recordset(?::jsonb) as x(id text, name text, series text, ptcgo_code text, release_date date,
                                              printed_total int, total int)
       on conflict (id) do update set name = excluded.name, series = excluded.series,
         ptcgo_code = excluded.ptcgo_code, release_date = excluded.release_date,
         printed_total = excluded.printed_total, total = excluded.total, updated_at = now()
       where (card_sets.name, card_sets.series, card_sets.ptcgo_code, card_sets.release_date, card_sets.printed_total,
              card_sets.total) is distinct from
             (excluded.name, excluded.series, excluded.ptcgo_code, excluded.release_date, excluded.printed_total,
              excluded.total)
       returning (xmax = 0) as inserted`,
      [
        JSON.stringify(
          sets.map((set) => ({
            id: set.id,
            name: set.name,
            series: set.series,
            ptcgo_code: set.ptcgoCode,
            release_date: set.releaseDate,
            printed_total: set.printedTotal,
            total: set.total,
          })),
        ),
      ],
      'all',
      this.em.getTransactionContext(),
    );
  }

  /**
   * Upserts a batch of cards into both tables; answers the cards written to `cards` (whether each was new) and
   * the ids written to `card_texts` (unchanged rows are not written).
   */
  async upsertCards(
    cards: readonly CardRecord[],
  ): Promise<{ cards: { id: string; inserted: boolean }[]; texts: { id: string }[] }> {
    const batch = JSON.stringify(cards.map(cardColumns));
    const run = <T extends Record<string, unknown>[]>(sql: string) =>
      this.em.getConnection().execute<T>(sql, [batch], 'all', this.em.getTransactionContext());
    // Raw SQL: a batch upsert that writes changed rows only and tells inserts from updates.
    const written = await run<{ id: string; inserted: boolean }[]>(
      `insert into cards (id, set_id, name, name_key, search_name, search_text, supertype, types, number, number_sort,
                          rarity, release_date, updated_at)
       select id, set_id, name, name_key, search_name, search_text, supertype, types, number, number_sort, rarity,
              release_date, now()
       from jsonb_to_recordset(?::jsonb) as x(id text, set_id text, name text, name_key text, search_name text,
            search_text text, supertype text, types text[], number text, number_sort int, rarity text,
            release_date date)
       on conflict (id) do update set set_id = excluded.set_id, name = excluded.name, name_key = excluded.name_key,
         search_name = excluded.search_name, search_text = excluded.search_text, supertype = excluded.supertype,
         types = excluded.types, number = excluded.number, number_sort = excluded.number_sort,
         rarity = excluded.rarity, release_date = excluded.release_date, updated_at = now()
       where (cards.set_id, cards.name, cards.name_key, cards.search_name, cards.search_text, cards.supertype,
              cards.types, cards.number, cards.number_sort, cards.rarity, cards.release_date) is distinct from
             (excluded.set_id, excluded.name, excluded.name_key, excluded.search_name, excluded.search_text,
              excluded.supertype, excluded.types, excluded.number, excluded.number_sort, excluded.rarity,
              excluded.release_date)
       returning id, (xmax = 0) as inserted`,
    );
    // Raw SQL: the same batch's texts, written only where they changed.
    const texts = await run<{ id: string }[]>(
      `insert into card_texts (id, data)
       select id, data from jsonb_to_recordset(?::jsonb) as x(id text, data jsonb)
       on conflict (id) do update set data = excluded.data
       where card_texts.data is distinct from excluded.data
       returning id`,
    );
    return { cards: written, texts };
  }

  /**
   * Fresh statistics for the planner, and the search indexes' pending entries merged (until then every text search
   * scans them all, many times slower): at once rather than when autovacuum gets round to it. Outside a transaction.
   */
  async analyze(): Promise<void> {
    // Raw SQL: VACUUM is a maintenance command the ORM has no word for.
    await this.em.getConnection().execute('vacuum (analyze) card_sets, cards, card_texts');
  }
}
