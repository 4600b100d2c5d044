import type { SequenceState } from './database-catalogue.js';

export const BACKUP_FORMAT = 'tcg-club-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

export interface ArchivedTable {
  name: string;
  columns: string[];
  rows: number;
  /** `tables/<name>.copy.gz`: COPY's text format, gzipped */
  entry: string;
  bytes: number;
  sha256: string;
}

export interface ArchivedFile {
  key: string;
  contentType: string;
  /** `files/<key>` */
  entry: string;
  bytes: number;
  sha256: string;
}

/** The last entry of a backup: what it holds and how to check it. Tables are listed in the order they load. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  postgresVersion: string;
  /** Migrations applied when the snapshot was taken, in order: the schema the tables' rows fit. */
  migrations: string[];
  tables: ArchivedTable[];
  sequences: SequenceState[];
  files: ArchivedFile[];
}

export function tableEntry(table: string): string {
  return `tables/${table}.copy.gz`;
}

export function fileEntry(key: string): string {
  return `files/${key}`;
}

/** Reads a manifest, or says in a few words what is wrong with it. */
export function parseManifest(text: string): BackupManifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'its manifest is not JSON';
  }
  const manifest = value as Partial<BackupManifest>;
  if (manifest?.format !== BACKUP_FORMAT) return 'its manifest does not name the club site’s backup format';
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION)
    return `it is in version ${String(manifest.formatVersion)} of the backup format, and this copy of the site reads version ${BACKUP_FORMAT_VERSION}`;
  const listed = [manifest.migrations, manifest.tables, manifest.sequences, manifest.files];
  if (!listed.every(Array.isArray)) return 'its manifest lacks the migrations, tables, sequences or files';
  return manifest as BackupManifest;
}
