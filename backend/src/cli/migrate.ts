import { migrateDatabase } from '../composition/migrate.js';
import { withSchemaLock } from '../database/startup-lock.js';
import { configOrExit, databaseOrExit } from './cli-support.js';

/** `npm run db:migrate`: applies pending migrations to the configured database. */
const config = configOrExit();
const database = await databaseOrExit(config, console.log);
try {
  const applied = await withSchemaLock(database.url, () => migrateDatabase(database.url));
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.release();
}
