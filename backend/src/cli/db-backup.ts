import { isAbsolute, join, resolve } from 'node:path';
import { BackupError } from '../backups/backup-error.js';
import { backupFileName, writeBackup } from '../backups/write-backup.js';
import { createFileStore } from '../storage/file-store.factory.js';
import { commandLine, configOrExit, databaseOrExit } from './cli-support.js';
import { megabytes } from './sizes.js';

const {
  positionals: [given],
} = commandLine(
  'Usage: npm run db:backup [-- FILE]\n  Backs up the database and the uploaded files to FILE, or DATA_DIR/backups/<date>.',
  { positionals: [0, 1] },
);
const config = configOrExit();
const destination = given
  ? isAbsolute(given)
    ? given
    : resolve(process.env.INIT_CWD ?? process.cwd(), given)
  : join(config.dataDir, 'backups', backupFileName(new Date()));

const database = await databaseOrExit(config, console.log);
const store = createFileStore(config);
let exitCode = 0;
try {
  console.log(`Backing up to ${destination}`);
  const summary = await writeBackup({ databaseUrl: database.url, store, destination, log: console.log });
  console.log(
    `Backed up ${summary.rows} rows in ${summary.tables} tables and ${summary.files} files to ${summary.file} ` +
      `(${megabytes(summary.bytes)}) in ${(summary.durationMs / 1000).toFixed(1)} s.`,
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
