import pg from 'pg';
import { migrateDatabase } from '../../src/composition/migrate.js';

/** Named after the migrations, so a new migration gets a fresh template. */
export const TEMPLATE_DATABASE = 'club_test_template';
const TEMPLATE_LOCK = 725_001;

function serverUrl(): string {
  const url = process.env.TEST_SERVER_URL;
  if (!url) throw new Error('TEST_SERVER_URL is not set: run the API tests through jest (global setup).');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrates the template once per run; the first worker to get the advisory lock does it, the others wait.
 * Always migrating (a no-op when current) keeps a template left by an older run up to date.
 */
let templateReady: Promise<void> | undefined;
function ensureTemplate(): Promise<void> {
  templateReady ??= withServer(async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [TEMPLATE_DATABASE]);
      if (!exists.rowCount) await client.query(`create database "${TEMPLATE_DATABASE}"`);
      await migrateDatabase(databaseUrl(TEMPLATE_DATABASE));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return templateReady;
}

/** A new database for one test file, cloned from the migrated template. */
export async function createTestDatabase(name: string): Promise<string> {
  await ensureTemplate();
  await withServer(async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      await client.query(`create database "${name}" template "${TEMPLATE_DATABASE}"`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return databaseUrl(name);
}

/** A new database with nothing in it (not even the migrations), as a fresh server or a new DATABASE_URL has. */
export async function createEmptyDatabase(name: string): Promise<string> {
  await withServer((client) => client.query(`create database "${name}"`));
  return databaseUrl(name);
}

export function dropDatabase(name: string): Promise<void> {
  return withServer(async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}
