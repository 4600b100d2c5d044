import type { EntityManager } from '@mikro-orm/postgresql';
import type { CardRecord, SetRecord } from './domain/card-record.js';
import { toCardRecords, toSetRecord } from './domain/load-card-data.js';
import { lookupNameKey } from './domain/card-name.js';
import { repairCards, type CardRepair } from './domain/card-repairs.js';
import { CardSourceError, SETS_FILE, type CardDataSource } from './card-data-source.js';
import { announceCatalogueChange } from './catalogue-changes.js';
import { numberSortOf, searchable, searchTextOf } from './card-search-text.js';
import { refreshLegality } from './legality-refresh.js';
import type { ImportSummary } from './card-import-job.entity.js';

export interface ImportProgress {
  phase: 'reading' | 'writing' | 'legality' | 'done';
  done: number;
  total: number;
}

const BATCH = 1000;

/** The parser's own message quotes the text, which may be anything a server sent: say only what is wrong. */
function parseJson(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CardSourceError(`${path} is not valid JSON.`);
  }
}

export interface Catalogue {
  sets: SetRecord[];
  cards: CardRecord[];
  /** What the data got provably wrong and the reader repaired (card-repairs.ts). */
  repairs: CardRepair[];
}

/**
 * Reads and checks the whole data set before anything is written, so a bad file changes nothing; repairs what
 * the data contradicts itself on.
 */
export async function readCatalogue(
  source: CardDataSource,
  onProgress: (progress: ImportProgress) => void | Promise<void> = () => undefined,
): Promise<Catalogue> {
  const setsText = await source.read(SETS_FILE);
  if (setsText === undefined) {
    throw new CardSourceError(`${source.label} has no ${SETS_FILE}: is it a pokemon-tcg-data checkout?`);
  }
  const rawSets = parseJson(setsText, SETS_FILE);
  if (!Array.isArray(rawSets) || !rawSets.length)
    throw new CardSourceError(`${SETS_FILE} holds no list of sets.`);
  const sets = rawSets.map((raw) => toSetRecord(raw as Record<string, unknown>));
  const badSet = sets.findIndex((set) => !/^[a-z0-9.-]{1,40}$/i.test(set.id) || !set.name);
  if (badSet >= 0) throw new CardSourceError(`${SETS_FILE} entry ${badSet + 1} has no valid id and name.`);

  const withCards: SetRecord[] = [];
  const cards: CardRecord[] = [];
  const repairs: CardRepair[] = [];
  for (const [index, set] of sets.entries()) {
    await onProgress({ phase: 'reading', done: index, total: sets.length });
    const path = `cards/en/${set.id}.json`;
    const text = await source.read(path);
    if (text === undefined) continue;
    const raw = parseJson(text, path);
    if (!Array.isArray(raw)) throw new CardSourceError(`${path} holds no list of cards.`);
    const repaired = repairCards(toCardRecords(raw as Record<string, unknown>[], set));
    const records = repaired.cards;
    const bad = records.findIndex(
      (card) => !card.id || !card.name || card.id.length > 60 || card.name.length > 200,
    );
    if (bad >= 0)
      throw new CardSourceError(
        `${path} card ${bad + 1} has no valid id (at most 60 characters) or name (at most 200).`,
      );
    withCards.push(set);
    cards.push(...records);
    repairs.push(...repaired.repairs);
  }
  if (!cards.length) throw new CardSourceError(`${source.label} has no card files under cards/en/.`);
  return { sets: withCards, cards, repairs };
}

function cardRow(card: CardRecord) {
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
 * Upserts sets and cards in one transaction (all or nothing), in batches, then recomputes legality.
 * Running it twice changes nothing the second time.
 */
export async function importCatalogue(
  em: EntityManager,
  catalogue: Catalogue,
  onProgress: (progress: ImportProgress) => void | Promise<void> = () => undefined,
): Promise<Required<Omit<ImportSummary, 'seconds'>>> {
  const summary = {
    setsAdded: 0,
    setsUpdated: 0,
    cardsAdded: 0,
    cardsUpdated: 0,
    repairs: catalogue.repairs,
  };
  await em.transactional(async (tx) => {
    const connection = tx.getConnection();
    const context = tx.getTransactionContext();
    const setRows = await connection.execute<{ inserted: boolean }[]>(
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
          catalogue.sets.map((set) => ({
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
      context,
    );
    summary.setsAdded = setRows.filter((row) => row.inserted).length;
    summary.setsUpdated = setRows.length - summary.setsAdded;

    for (let start = 0; start < catalogue.cards.length; start += BATCH) {
      await onProgress({ phase: 'writing', done: start, total: catalogue.cards.length });
      const batch = JSON.stringify(catalogue.cards.slice(start, start + BATCH).map(cardRow));
      const run = <T extends Record<string, unknown>[]>(sql: string) =>
        connection.execute<T>(sql, [batch], 'all', context);
      const cards = await run<{ id: string; inserted: boolean }[]>(
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
      const texts = await run<{ id: string }[]>(
        `insert into card_texts (id, data)
         select id, data from jsonb_to_recordset(?::jsonb) as x(id text, data jsonb)
         on conflict (id) do update set data = excluded.data
         where card_texts.data is distinct from excluded.data
         returning id`,
      );
      const added = new Set(cards.filter((row) => row.inserted).map((row) => row.id));
      const changed = new Set(
        [...cards.map((row) => row.id), ...texts.map((row) => row.id)].filter((id) => !added.has(id)),
      );
      summary.cardsAdded += added.size;
      summary.cardsUpdated += changed.size;
    }
    await onProgress({ phase: 'legality', done: catalogue.cards.length, total: catalogue.cards.length });
    await refreshLegality(tx);
    await announceCatalogueChange(tx);
  });
  // At once rather than when autovacuum gets round to it: fresh statistics for the planner, and the search
  // indexes' pending entries merged (until then every text search scans them all, many times slower).
  await em.getConnection().execute('vacuum (analyze) card_sets, cards, card_texts');
  await onProgress({ phase: 'done', done: catalogue.cards.length, total: catalogue.cards.length });
  return summary;
}
