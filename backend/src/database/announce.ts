import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Tells every server that what `channel` names has changed (they forget what they keep of it): a NOTIFY, so
 * inside a transaction it is sent on commit and not at all on a rollback. The one way TypeScript announces a
 * change; the tables' own triggers announce the rest.
 */
export async function announce(em: EntityManager, channel: string): Promise<void> {
  // Raw SQL: pg_notify is a PostgreSQL function the ORM has no word for; it runs in `em`'s transaction, if any.
  await em.getConnection().execute(`select pg_notify(?, '')`, [channel], 'all', em.getTransactionContext());
}
