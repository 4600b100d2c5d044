import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDefinitions } from '../formats/game-format.repository.js';
import { CardRepository } from './card.repository.js';
import { catalogueKeys, legalSinceAll } from './domain/legal-since.js';

const BATCH = 5000;

/**
 * Recomputes every card's legal-from day in both formats from the formats' definitions, in `em`'s transaction:
 * after an import and after an admin changes a format. Takes about a second for the whole catalogue.
 */
export async function refreshLegality(em: EntityManager): Promise<void> {
  const catalogue = new CardRepository(em);
  const formats = await formatDefinitions(em);
  const cards = await catalogue.everyCard();
  const keys = catalogueKeys(cards);
  const standard = legalSinceAll(cards, formats.standard, keys);
  const expanded = legalSinceAll(cards, formats.expanded, keys);
  for (let start = 0; start < cards.length; start += BATCH) {
    await catalogue.setLegality(
      cards.slice(start, start + BATCH).map((card) => ({
        id: card.id,
        s: standard.get(card.id) ?? null,
        e: expanded.get(card.id) ?? null,
      })),
    );
  }
}
