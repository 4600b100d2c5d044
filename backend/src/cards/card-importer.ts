import type { EntityManager } from '@mikro-orm/postgresql';
import type { CardRecord, SetRecord } from './domain/card-record.js';
import { toCardRecords, toSetRecord } from './domain/load-card-data.js';
import { repairCards, type CardRepair } from './domain/card-repairs.js';
import { CardSourceError, SETS_FILE, type CardDataSource } from './card-data-source.js';
import { announce } from '../database/announce.js';
import { CardImportRepository } from './card-import.repository.js';
import { CATALOGUE_CHANGED } from './cards.tokens.js';
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
    const store = new CardImportRepository(tx);
    const setRows = await store.upsertSets(catalogue.sets);
    summary.setsAdded = setRows.filter((row) => row.inserted).length;
    summary.setsUpdated = setRows.length - summary.setsAdded;

    for (let start = 0; start < catalogue.cards.length; start += BATCH) {
      await onProgress({ phase: 'writing', done: start, total: catalogue.cards.length });
      const { cards, texts } = await store.upsertCards(catalogue.cards.slice(start, start + BATCH));
      const added = new Set(cards.filter((row) => row.inserted).map((row) => row.id));
      const changed = new Set(
        [...cards.map((row) => row.id), ...texts.map((row) => row.id)].filter((id) => !added.has(id)),
      );
      summary.cardsAdded += added.size;
      summary.cardsUpdated += changed.size;
    }
    await onProgress({ phase: 'legality', done: catalogue.cards.length, total: catalogue.cards.length });
    await refreshLegality(tx);
    await announce(tx, CATALOGUE_CHANGED);
  });
  await new CardImportRepository(em).analyze();
  await onProgress({ phase: 'done', done: catalogue.cards.length, total: catalogue.cards.length });
  return summary;
}
