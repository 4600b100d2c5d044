import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDefinitions } from '../formats/game-format.repository.js';
import type { CardRecord } from './domain/card-record.js';
import { catalogueKeys, legalSinceAll } from './domain/legal-since.js';

const BATCH = 5000;

/**
 * Recomputes every card's legal-from day in both formats from the formats' definitions: after an import and
 * after an admin changes a format. Takes about a second for the whole catalogue.
 */
export async function refreshLegality(em: EntityManager): Promise<void> {
  const connection = em.getConnection();
  const context = em.getTransactionContext();
  const formats = await formatDefinitions(em);
  const rows = await connection.execute<{ data: CardRecord }[]>(
    'select data from card_texts',
    [],
    'all',
    context,
  );
  const cards = rows.map((row) => row.data);
  const keys = catalogueKeys(cards);
  const standard = legalSinceAll(cards, formats.standard, keys);
  const expanded = legalSinceAll(cards, formats.expanded, keys);
  for (let start = 0; start < cards.length; start += BATCH) {
    const batch = cards.slice(start, start + BATCH).map((card) => ({
      id: card.id,
      s: standard.get(card.id) ?? null,
      e: expanded.get(card.id) ?? null,
    }));
    await connection.execute(
      `update cards set legal_standard_from = x.s, legal_expanded_from = x.e
       from jsonb_to_recordset(?::jsonb) as x(id text, s date, e date)
       where cards.id = x.id
         and (cards.legal_standard_from, cards.legal_expanded_from) is distinct from (x.s, x.e)`,
      [JSON.stringify(batch)],
      'run',
      context,
    );
  }
}
