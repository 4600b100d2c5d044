import pg from 'pg';
import type { ImportSummary } from './card-import-job.entity.js';

/** The site's card-import lock (the schema lock is 725_100, the test template's 725_001). */
const IMPORT_LOCK = 725_200;

/** True while some session of this database holds the import lock (pg_locks is live, not a snapshot). */
export const IMPORT_LOCK_HELD = `exists (
  select 1 from pg_locks
   where locktype = 'advisory' and granted and classid = 0 and objid = ${IMPORT_LOCK} and objsubid = 1
     and database = (select oid from pg_database where datname = current_database()))`;

/**
 * "An import is running" is a PostgreSQL session lock held by the process that runs it, on a connection of its
 * own: it holds across replicas, and it ends with that process, so an import whose server died is seen as stopped
 * at once by every replica (a row saying 'running' cannot tell). Raw SQL on a `pg` client of its own, not the
 * ORM's pool: a session lock must stay on one connection for the whole import.
 */
export class ImportLock {
  private constructor(private readonly client: pg.Client) {}

  /** The lock, or undefined when another import (on any replica) holds it. */
  static async take(url: string): Promise<ImportLock | undefined> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
        IMPORT_LOCK,
      ]);
      if (rows[0].taken) return new ImportLock(client);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    await client.end().catch(() => undefined);
    return undefined;
  }

  /** Marks the job succeeded with its summary and lets the lock go (see finish). */
  succeeded(jobId: string, summary: ImportSummary): Promise<void> {
    return this.finish(
      `update card_import_jobs set status = 'succeeded', phase = 'done', summary = $2, finished_at = now()
        where id = $1`,
      [jobId, JSON.stringify(summary)],
    );
  }

  /** Marks the job failed with the message and lets the lock go (see finish). */
  failed(jobId: string, message: string): Promise<void> {
    return this.finish(
      `update card_import_jobs set status = 'failed', error = $2, finished_at = now() where id = $1`,
      [jobId, message],
    );
  }

  /**
   * Writes the job's outcome and lets the lock go in one transaction: whoever sees the job finished may start the
   * next import at once, and nobody sees the lock free while the job still says 'running' (another replica's
   * check waits for the row, then finds it finished). Ending the session releases the lock in any case.
   */
  private async finish(outcome: string, values: unknown[]): Promise<void> {
    try {
      await this.client.query('begin');
      await this.client.query(outcome, values);
      await this.client.query('select pg_advisory_unlock($1)', [IMPORT_LOCK]);
      await this.client.query('commit');
    } finally {
      await this.release();
    }
  }

  async release(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}
