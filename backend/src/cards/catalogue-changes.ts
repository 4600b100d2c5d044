import type { EntityManager } from '@mikro-orm/postgresql';
import { CATALOGUE_CHANGED } from './cards.tokens.js';

/** Tells every server the catalogue changed; inside a transaction, on its commit. */
export async function announceCatalogueChange(em: EntityManager): Promise<void> {
  await em
    .getConnection()
    .execute(`select pg_notify('${CATALOGUE_CHANGED}', '')`, [], 'all', em.getTransactionContext());
}
