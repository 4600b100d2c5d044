import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config/app-config.js';
import { ormOptions } from '../composition/orm-options.js';
import { commandLine, databaseOrExit } from './cli-support.js';

/** Writes a migration with the difference between the entities and the migrated database. */
const {
  positionals: [name],
} = commandLine('Usage: npm run db:migration:create [-- NAME]', { positionals: [0, 1] });
const config = loadConfig();
const database = await databaseOrExit(config, console.log);
const orm = await MikroORM.init(ormOptions(database.url));
try {
  await orm.migrator.up();
  const initial = !(await orm.migrator.getExecuted()).length;
  const result = await orm.migrator.create(undefined, false, initial, name);
  console.log(
    result.fileName ? `Wrote ${result.fileName}; add it to composition/migrations/index.ts` : 'No changes',
  );
} finally {
  await orm.close(true);
  await database.release();
}
