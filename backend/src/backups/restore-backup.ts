import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { gunzipSync, createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { migrateDatabase } from '../database/migrate.js';
import { MIGRATIONS } from '../database/migrations/index.js';
import { DATABASE_REPLACED } from '../database/notifications/database-notifications.js';
import type { FileStore } from '../storage/file-store.tokens.js';
import { readArchive, readWhole } from './backup-archive.js';
import { BackupError } from './backup-error.js';
import { MANIFEST_ENTRY, parseManifest, type BackupManifest } from './backup-manifest.js';
import { appliedMigrations, COPY_SETTINGS, quoted, tablesInLoadOrder } from './database-catalogue.js';

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  /** The backup's last migration, and those applied after loading it (the site is newer than the backup). */
  migratedFrom: string;
  migrationsApplied: string[];
  durationMs: number;
}

/** Small tables are kept as text while checking the archive: the emptiness check compares rows with them. */
const SMALL_TABLE_ROWS = 1_000;

interface VerifiedBackup {
  manifest: BackupManifest;
  /** COPY lines of the backup's small tables, by table. */
  smallTables: Map<string, Set<string>>;
}

function copyLines(text: string): string[] {
  return text.split('\n').filter((line) => line.length > 0);
}

/** Reads the whole archive once and checks it against its manifest before anything is changed. */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  const seen = new Map<string, { sha256: string; bytes: number; body: Buffer }>();
  let manifestText: string | undefined;
  try {
    await readArchive(file, async (name, body) => {
      const { bytes, sha256 } = await readWhole(body);
      if (name === MANIFEST_ENTRY) manifestText = bytes.toString('utf8');
      else seen.set(name, { sha256, bytes: bytes.length, body: name.startsWith('tables/') ? bytes : Buffer.alloc(0) });
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
        : `${file} is not a backup of the club site: it is not a tar archive (${reason}).`,
    );
  }
  if (manifestText === undefined)
    throw new BackupError(
      `${file} is not a complete backup of the club site: it holds no manifest (another kind of archive, or a backup cut short).`,
    );
  const manifest = parseManifest(manifestText);
  if (typeof manifest === 'string') throw new BackupError(`${file} is not a backup of the club site: ${manifest}.`);

  const smallTables = new Map<string, Set<string>>();
  for (const entry of [...manifest.tables, ...manifest.files]) {
    const found = seen.get(entry.entry);
    if (!found) throw new BackupError(`${file} is incomplete: it lacks ${entry.entry}, which its manifest lists.`);
    if (found.sha256 !== entry.sha256 || found.bytes !== entry.bytes)
      throw new BackupError(`${file} is damaged: ${entry.entry} does not match the checksum its manifest records.`);
  }
  for (const table of manifest.tables) {
    if (table.rows > SMALL_TABLE_ROWS) continue;
    smallTables.set(table.name, new Set(copyLines(gunzipSync(seen.get(table.entry)!.body).toString('utf8'))));
  }
  return { manifest, smallTables };
}

/**
 * The migrations to apply before loading, so the schema is the backup's: every migration of the backup must be
 * one this site knows, and the database must have none the backup lacks. (Sets, not sequences: branches merged
 * in a different order than their migrations were applied change nothing.)
 */
function migrationsBeforeLoading(file: string, backup: string[], target: string[]): string[] {
  const known = MIGRATIONS.map((migration) => migration.name);
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

/**
 * Rows the database holds that the backup would not bring back, by table. Rows the backup holds too (the ones the
 * migrations write, such as the page sections) do not count: a migrated but unused database is empty.
 */
async function rowsInTheWay(client: pg.Client, verified: VerifiedBackup): Promise<string[]> {
  const inTheWay: string[] = [];
  for (const table of await tablesInLoadOrder(client)) {
    const name = client.escapeIdentifier(table.name);
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from ${name} limit ${SMALL_TABLE_ROWS + 1}) as sample`,
    );
    const count = rows[0].n;
    if (count === 0) continue;
    const known = verified.smallTables.get(table.name);
    const shape = verified.manifest.tables.find((archived) => archived.name === table.name);
    if (known && shape && count <= SMALL_TABLE_ROWS) {
      const chunks: Buffer[] = [];
      const sql = `copy (select ${quoted(client, shape.columns)} from ${name}) to stdout`;
      const copied = await pipeline(client.query(copyTo(sql)), async (source) => {
        for await (const chunk of source) chunks.push(chunk as Buffer);
      }).then(
        () => true,
        () => false,
      );
      if (copied && copyLines(Buffer.concat(chunks).toString('utf8')).every((line) => known.has(line))) continue;
    }
    inTheWay.push(`${table.name}: ${count > SMALL_TABLE_ROWS ? `more than ${SMALL_TABLE_ROWS}` : count} rows`);
  }
  return inTheWay;
}

/** Loads the verified archive's tables and files in one transaction; answers the rows loaded. */
async function load(client: pg.Client, file: string, store: FileStore, manifest: BackupManifest): Promise<number> {
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
        throw new BackupError(`${file} is damaged: ${table.name} held ${copy.rowCount} rows, not ${table.rows}.`);
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
  log?: (line: string) => void;
}): Promise<RestoreSummary> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const verified = await verifyBackup(options.file);
  const { manifest } = verified;
  log(`Checked ${options.file}: ${manifest.tables.length} tables and ${manifest.files.length} files, made ${manifest.createdAt}.`);

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query(COPY_SETTINGS);
    const first = migrationsBeforeLoading(options.file, manifest.migrations, await appliedMigrations(client));
    const inTheWay = await rowsInTheWay(client, verified);
    if (inTheWay.length)
      throw new BackupError(
        `The database is not empty (${inTheWay.join(', ')}), so nothing was restored: restore into an empty database (a new database for DATABASE_URL, or a new DATA_DIR for the embedded one).`,
      );

    const migratedFrom = manifest.migrations[manifest.migrations.length - 1];
    await migrateDatabase(options.databaseUrl, { only: first });
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
    const migrationsApplied = await migrateDatabase(options.databaseUrl);
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
