import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  appliedMigrations,
  COPY_SETTINGS,
  sequenceStates,
  tablesInLoadOrder,
  type SequenceState,
} from '../../src/backups/database-catalogue.js';
import type { FileStore } from '../../src/storage/file-store.tokens.js';

export interface DatabaseSnapshot {
  /** Every row of every table as COPY text, generated columns included, sorted: equal snapshots hold equal rows. */
  tables: Record<string, string[]>;
  sequences: SequenceState[];
  migrations: string[];
}

/** Everything in a database, for comparing two of them row by row. */
export async function snapshotDatabase(url: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(COPY_SETTINGS);
    const tables: Record<string, string[]> = {};
    for (const table of await tablesInLoadOrder(client)) {
      const chunks: Buffer[] = [];
      const sql = `copy (select * from ${client.escapeIdentifier(table.name)}) to stdout`;
      for await (const chunk of client.query(copyTo(sql))) chunks.push(chunk as Buffer);
      tables[table.name] = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean).sort();
    }
    return { tables, sequences: await sequenceStates(client), migrations: await appliedMigrations(client) };
  } finally {
    await client.end();
  }
}

/** Every file of a store with its type and bytes (as base64), by key. */
export async function snapshotFiles(
  store: FileStore,
  skip: readonly string[] = [],
): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const key of store.list()) {
    if (skip.some((prefix) => key.startsWith(prefix))) continue;
    const file = await store.get(key);
    files[key] = `${file?.contentType} ${file?.body.toString('base64')}`;
  }
  return files;
}
