import type { EntityManager } from '@mikro-orm/postgresql';

/** The notification every server hears when cards or formats change (see DatabaseNotifications). */
export const CATALOGUE_CHANGED = 'catalogue_changed';

/** Tells every server the catalogue changed; inside a transaction, on its commit. */
export async function announceCatalogueChange(em: EntityManager): Promise<void> {
  await em
    .getConnection()
    .execute(`select pg_notify('${CATALOGUE_CHANGED}', '')`, [], 'all', em.getTransactionContext());
}
