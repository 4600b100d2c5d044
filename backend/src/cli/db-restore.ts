import { isAbsolute, resolve } from 'node:path';
import { BackupError } from '../backups/backup-error.js';
import { restoreBackup } from '../backups/restore-backup.js';
import { schemaMigrations } from '../composition/migrate.js';
import { withSchemaLock } from '../database/startup-lock.js';
import { createFileStore } from '../storage/file-store.factory.js';
import { commandLine, configOrExit, databaseOrExit } from './cli-support.js';

const {
  positionals: [given],
} = commandLine(
  'Usage: npm run db:restore -- <backup file written by npm run db:backup>\n  Restores it into an empty database and file store.',
  { positionals: [1, 1] },
);
const file = isAbsolute(given) ? given : resolve(process.env.INIT_CWD ?? process.cwd(), given);

const config = configOrExit();
const database = await databaseOrExit(config, console.log);
const store = createFileStore(config);
let exitCode = 0;
try {
  const summary = await withSchemaLock(database.url, () =>
    restoreBackup({
      databaseUrl: database.url,
      store,
      file,
      migrations: schemaMigrations(database.url),
      log: console.log,
    }),
  );
  const newer = summary.migrationsApplied.length
    ? `; then applied ${summary.migrationsApplied.length} newer migrations (${summary.migrationsApplied.join(', ')})`
    : '';
  console.log(
    `Restored ${summary.rows} rows in ${summary.tables} tables and ${summary.files} files ` +
      `in ${(summary.durationMs / 1000).toFixed(1)} s${newer}.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  store.close?.();
  await database.release();
}
process.exit(exitCode);
