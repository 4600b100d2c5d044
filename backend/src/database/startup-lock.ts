import pg from 'pg';

/** One number for every process of the site: the test databases' template lock is another (725_001). */
const SCHEMA_LOCK = 725_100;

/**
 * Runs `work` while no other process of the site does the same on this database: replicas starting together
 * migrate and seed the first admin one after another (the second finds the work done), and a restore never
 * migrates beside a starting server. The lock is PostgreSQL's, so it holds across machines.
 */
export async function withSchemaLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work();
  } finally {
    // Ending the session releases the lock too, should the unlock fail.
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
