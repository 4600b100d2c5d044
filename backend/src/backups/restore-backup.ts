import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { DATABASE_REPLACED } from '../database/notifications/database-notifications.js';
import type { FileStore } from '../storage/file-store.tokens.js';
import { readArchive, readWhole } from './backup-archive.js';
import { BackupError } from './backup-error.js';
import { MANIFEST_ENTRY, parseManifest, type BackupManifest } from './backup-manifest.js';
import { appliedMigrations, COPY_SETTINGS, quoted, tablesInLoadOrder } from './database-catalogue.js';

/** The site's migrations, listed and applied by the composition root (backups/ knows no other feature). */
export interface SchemaMigrations {
  /** Every migration's name, in order. */
  names: readonly string[];
  /** Applies the named migrations, or every pending one; answers the names applied. */
  apply(only?: string[]): Promise<string[]>;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  /** The backup's last migration, and those applied after loading it (the site is newer than the backup). */
  migratedFrom: string;
  migrationsApplied: string[];
  durationMs: number;
}

/**
 * Tables whose rows the migrations write (the pages' four sections), not the club: a database that holds rows
 * only there is empty. backup.spec.ts checks this list against what the migrations really write.
 */
export const TABLES_FILLED_BY_MIGRATIONS: readonly string[] = ['content_sections'];

/** Reads the whole archive once and checks it against its manifest before anything is changed. */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const seen = new Map<string, { sha256: string; bytes: number }>();
  let manifestText: string | undefined;
  let lastEntry: string | undefined;
  try {
    await readArchive(file, async (name, body) => {
      lastEntry = name;
      const { bytes, sha256 } = await readWhole(body);
      if (name === MANIFEST_ENTRY) manifestText = bytes.toString('utf8');
      else seen.set(name, { sha256, bytes: bytes.length });
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`There is no file ${file}.`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder, not a backup file.`);
    if (code === 'EACCES') throw new BackupError(`${file} cannot be read (permission denied).`);
    const reason = (error as Error).message;
    throw new BackupError(
      /unexpected end/i.test(reason)
        ? `${file} is damaged or incomplete: it ends in the middle of its contents.`
        : lastEntry
          ? `${file} is damaged: it cannot be read after ${lastEntry}.`
          : `${file} is not a backup of the club site: it is not a tar archive.`,
    );
  }
  if (manifestText === undefined)
    throw new BackupError(
      `${file} is not a complete backup of the club site: it holds no manifest (another kind of archive, or a backup cut short).`,
    );
  const manifest = parseManifest(manifestText);
  if (typeof manifest === 'string')
    throw new BackupError(`${file} is not a backup of the club site: ${manifest}.`);

  for (const entry of [...manifest.tables, ...manifest.files]) {
    const found = seen.get(entry.entry);
    if (!found)
      throw new BackupError(`${file} is incomplete: it lacks ${entry.entry}, which its manifest lists.`);
    if (found.sha256 !== entry.sha256 || found.bytes !== entry.bytes)
      throw new BackupError(
        `${file} is damaged: ${entry.entry} does not match the checksum its manifest records.`,
      );
  }
  return manifest;
}

/**
 * The migrations to apply before loading, so the schema is the backup's: every migration of the backup must be
 * one this site knows, and the database must have none the backup lacks. (Sets, not sequences: branches merged
 * in a different order than their migrations were applied change nothing.)
 */
function migrationsBeforeLoading(
  file: string,
  known: readonly string[],
  backup: string[],
  target: string[],
): string[] {
  const unknown = backup.find((name) => !known.includes(name));
  if (unknown)
    throw new BackupError(
      `${file} comes from a newer or different version of the club site (its schema includes ${unknown}, which this copy does not know): update this copy of the site, then restore.`,
    );
  const extra = target.find((name) => !backup.includes(name));
  if (extra)
    throw new BackupError(
      `The database's schema is newer than the backup's (it already has ${extra}), so nothing was restored: restore into an empty database.`,
    );
  return known.filter((name) => backup.includes(name) && !target.includes(name));
}

/** The tables holding rows, with their counts (up to a thousand): what a restore would overwrite. */
async function rowsInTheWay(client: pg.Client): Promise<string[]> {
  const inTheWay: string[] = [];
  for (const table of await tablesInLoadOrder(client)) {
    if (TABLES_FILLED_BY_MIGRATIONS.includes(table.name)) continue;
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from ${client.escapeIdentifier(table.name)} limit 1001) as sample`,
    );
    if (rows[0].n > 0) inTheWay.push(`${table.name}: ${rows[0].n > 1000 ? 'over 1000' : rows[0].n} rows`);
  }
  return inTheWay;
}

/** Loads the verified archive's tables and files in one transaction; answers the rows loaded. */
async function load(
  client: pg.Client,
  file: string,
  store: FileStore,
  manifest: BackupManifest,
): Promise<number> {
  const present = new Map((await tablesInLoadOrder(client)).map((table) => [table.name, table]));
  for (const table of manifest.tables) {
    const here = present.get(table.name);
    const missing = table.columns.filter((column) => !here?.columns.includes(column));
    if (!here || missing.length)
      throw new BackupError(
        `The database's schema does not fit the backup (${table.name}${here ? `.${missing[0]}` : ''} is missing after migrating), so nothing was restored.`,
      );
  }
  // The migrations' own rows (page sections) come back from the backup with everything else.
  if (present.size) await client.query(`truncate table ${quoted(client, [...present.keys()])}`);

  const tables = new Map(manifest.tables.map((table) => [table.entry, table]));
  const files = new Map(manifest.files.map((archived) => [archived.entry, archived]));
  let rows = 0;
  await readArchive(file, async (name, body) => {
    const table = tables.get(name);
    const archived = files.get(name);
    if (table) {
      const copy = client.query(
        copyFrom(`copy ${client.escapeIdentifier(table.name)} (${quoted(client, table.columns)}) from stdin`),
      );
      await pipeline(body, createGunzip(), copy);
      if (copy.rowCount !== table.rows)
        throw new BackupError(
          `${file} is damaged: ${table.name} held ${copy.rowCount} rows, not ${table.rows}.`,
        );
      rows += table.rows;
    } else if (archived) {
      await store.put(archived.key, (await readWhole(body)).bytes, archived.contentType);
    } else {
      body.resume();
      await new Promise((resolve) => body.once('end', resolve));
    }
  });
  for (const sequence of manifest.sequences) {
    await client.query(
      `select setval(to_regclass(quote_ident(current_schema()) || '.' || quote_ident($1)), $2::bigint, $3)
        where to_regclass(quote_ident(current_schema()) || '.' || quote_ident($1)) is not null`,
      [sequence.name, sequence.value, sequence.isCalled],
    );
  }
  return rows;
}

/**
 * Restores a backup into an empty database: checks the whole file first, refuses a database holding data, migrates
 * to the backup's schema, loads every table and file in one transaction (all or nothing for the rows), then applies
 * the migrations that are newer than the backup. Running servers hear that everything changed.
 */
export async function restoreBackup(options: {
  databaseUrl: string;
  store: FileStore;
  file: string;
  migrations: SchemaMigrations;
  log?: (line: string) => void;
}): Promise<RestoreSummary> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const manifest = await verifyBackup(options.file);
  log(
    `Checked ${options.file}: ${manifest.tables.length} tables and ${manifest.files.length} files, made ${manifest.createdAt}.`,
  );

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query(COPY_SETTINGS);
    const first = migrationsBeforeLoading(
      options.file,
      options.migrations.names,
      manifest.migrations,
      await appliedMigrations(client),
    );
    const inTheWay = await rowsInTheWay(client);
    if (inTheWay.length)
      throw new BackupError(
        `The database is not empty (${inTheWay.join(', ')}), so nothing was restored: restore into an empty database (a new database for DATABASE_URL, or a new DATA_DIR for the embedded one).`,
      );

    const migratedFrom = manifest.migrations[manifest.migrations.length - 1];
    await options.migrations.apply(first);
    await client.query('begin');
    let rows: number;
    try {
      rows = await load(client, options.file, options.store, manifest);
      await client.query(`select pg_notify('${DATABASE_REPLACED}', '')`);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    log(`Loaded ${rows} rows and ${manifest.files.length} files.`);
    const migrationsApplied = await options.migrations.apply();
    return {
      tables: manifest.tables.length,
      rows,
      files: manifest.files.length,
      migratedFrom,
      migrationsApplied,
      durationMs: Date.now() - started,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}
