import { MikroORM } from '@mikro-orm/postgresql';
import { CardSourceError, openCardSource } from '../cards/card-data-source.js';
import { importCatalogue, readCatalogue } from '../cards/card-importer.js';
import { repairSentence } from '../cards/domain/card-repairs.js';
import { migrateDatabase } from '../composition/migrate.js';
import { ormOptions } from '../composition/orm-options.js';
import { commandLine, configOrExit, databaseOrExit } from './cli-support.js';
import { progressReporter } from './progress-bar.js';

const {
  positionals: [location],
} = commandLine('Usage: npm run cards:import -- <folder or URL of a pokemon-tcg-data checkout>', {
  positionals: [1, 1],
});

const config = configOrExit();
const started = Date.now();
const report = progressReporter();
let exitCode = 0;
const source = await openCardSource(location, config.cardImport, process.env.INIT_CWD).catch(
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
const database = await databaseOrExit(config, console.log);
try {
  await migrateDatabase(database.url);
  const orm = await MikroORM.init(ormOptions(database.url));
  try {
    const catalogue = await readCatalogue(source, (p) => report(p.phase, p.done, p.total));
    const summary = await importCatalogue(orm.em.fork(), catalogue, (p) => report(p.phase, p.done, p.total));
    process.stderr.write('\n');
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Imported ${catalogue.sets.length} sets and ${catalogue.cards.length} cards in ${seconds} s: ` +
        `sets ${summary.setsAdded} added, ${summary.setsUpdated} updated; ` +
        `cards ${summary.cardsAdded} added, ${summary.cardsUpdated} updated.`,
    );
    if (summary.repairs.length > 0) {
      console.log(`Repaired ${summary.repairs.length} cards the data contradicts itself on:`);
      for (const repair of summary.repairs) console.log(`  ${repairSentence(repair)}`);
    }
  } finally {
    await orm.close(true);
  }
} catch (error) {
  process.stderr.write('\n');
  console.error(error instanceof CardSourceError ? error.message : error);
  console.error('Nothing was changed.');
  exitCode = 1;
} finally {
  await database.release();
}
process.exit(exitCode);
