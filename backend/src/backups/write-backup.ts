import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { makePrivateFolder } from '../config/private-files.js';
import { REGENERABLE_PREFIXES, type FileStore } from '../storage/file-store.tokens.js';
import { ArchiveWriter } from './backup-archive.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  tableEntry,
  type ArchivedFile,
  type ArchivedTable,
  type BackupManifest,
} from './backup-manifest.js';
import { recordBackupRun } from './backup-runs.js';
import {
  appliedMigrations,
  COPY_SETTINGS,
  quoted,
  sequenceStates,
  tablesInLoadOrder,
  type TableShape,
} from './database-catalogue.js';
import { BackupError } from './backup-error.js';

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  startedAt: Date;
  durationMs: number;
}

/** `2026-11-26T03-00-00Z`: sorts by time and is a valid file name everywhere. */
export function backupFileName(at: Date): string {
  return `${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.club-backup.tar`;
}

/** Counts COPY's rows as they pass: one line each, since line breaks inside values are escaped. */
function rowCounter(): Transform & { rows: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) counter.rows++;
      done(null, chunk);
    },
  }) as Transform & { rows: number };
  counter.rows = 0;
  return counter;
}

async function copyOut(client: pg.Client, table: TableShape): Promise<{ body: Buffer; rows: number }> {
  const sql = `copy (select ${quoted(client, table.columns)} from ${client.escapeIdentifier(table.name)}) to stdout`;
  const counter = rowCounter();
  const chunks: Buffer[] = [];
  await pipeline(client.query(copyTo(sql)), counter, createGzip({ level: 6 }), async (compressed) => {
    for await (const chunk of compressed) chunks.push(chunk as Buffer);
  });
  return { body: Buffer.concat(chunks), rows: counter.rows };
}

/**
 * Writes a backup of the whole database and the uploaded files to `destination` (a tar archive, see
 * docs/adr/0028). The tables are read in one REPEATABLE READ, READ ONLY transaction, so they are one
 * consistent snapshot while the site goes on; files are read after it, so every file a row names is there. The
 * archive appears under its name only when complete.
 */
export async function writeBackup(options: {
  databaseUrl: string;
  store: FileStore;
  destination: string;
  log?: (line: string) => void;
}): Promise<BackupSummary> {
  const log = options.log ?? (() => undefined);
  const startedAt = new Date();
  const partial = `${options.destination}.partial`;
  await makePrivateFolder(dirname(options.destination));
  const archive = new ArchiveWriter(partial);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  try {
    await client.connect();
    await client.query(COPY_SETTINGS);
    await client.query('begin isolation level repeatable read, read only');
    const migrations = await appliedMigrations(client);
    if (migrations.length === 0)
      throw new BackupError(
        'The database has no tables of the club site yet, so there is nothing to back up.',
      );
    const postgresVersion = (await client.query<{ v: string }>('show server_version')).rows[0].v;
    const sequences = await sequenceStates(client);
    const tables: ArchivedTable[] = [];
    for (const table of await tablesInLoadOrder(client)) {
      const { body, rows } = await copyOut(client, table);
      const entry = tableEntry(table.name);
      const sha256 = await archive.add(entry, body, startedAt);
      tables.push({ name: table.name, columns: table.columns, rows, entry, bytes: body.length, sha256 });
      log(`  ${table.name}: ${rows} rows`);
    }
    await client.query('commit');

    const files: ArchivedFile[] = [];
    for await (const key of options.store.list()) {
      if (REGENERABLE_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
      const file = await options.store.get(key);
      if (!file) continue; // deleted since it was listed
      const entry = fileEntry(key);
      const sha256 = await archive.add(entry, file.body, startedAt);
      files.push({ key, contentType: file.contentType, entry, bytes: file.body.length, sha256 });
    }
    log(`  files: ${files.length}`);

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: startedAt.toISOString(),
      postgresVersion,
      migrations,
      tables,
      sequences,
      files,
    };
    await archive.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 1)), startedAt);
    await archive.finish();
    await rename(partial, options.destination);

    const summary: BackupSummary = {
      file: options.destination,
      bytes: (await stat(options.destination)).size,
      tables: tables.length,
      rows: tables.reduce((sum, table) => sum + table.rows, 0),
      files: files.length,
      startedAt,
      durationMs: Date.now() - startedAt.getTime(),
    };
    await recordBackupRun(client, summary);
    return summary;
  } catch (error) {
    await archive.abandon();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
