import type pg from 'pg';
import type { BackupSummary } from './write-backup.js';

const UNDEFINED_TABLE = '42P01';

/**
 * Notes a finished backup in `backup_runs`. A database at a schema from before that table still gets its backup,
 * without the note.
 */
export async function recordBackupRun(client: pg.Client, summary: BackupSummary): Promise<void> {
  try {
    await client.query(
      `insert into backup_runs (started_at, finished_at, location, bytes, tables, rows, files)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        summary.startedAt,
        new Date(summary.startedAt.getTime() + summary.durationMs),
        summary.file,
        summary.bytes,
        summary.tables,
        summary.rows,
        summary.files,
      ],
    );
  } catch (error) {
    if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
  }
}
