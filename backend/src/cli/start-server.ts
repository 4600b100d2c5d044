import { createApp } from '../app.factory.js';
import { migrateDatabase } from '../database/migrate.js';
import { prepareData } from '../database/prepare-data.js';
import { configOrExit, databaseOrExit } from './cli-support.js';

/**
 * The server, run by start.ts: database (embedded unless DATABASE_URL), migrations, first-start data, then site
 * and API on PORT.
 */
const config = configOrExit();
const say = (line: string) => console.log(line);

const database = await databaseOrExit(config, say);
const applied = await migrateDatabase(database.url);
if (applied.length) say(`Applied migrations: ${applied.join(', ')}`);
const prepared = await prepareData(config, database.url);

const app = await createApp(config, database.url);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${config.port} is already in use: stop the program using it, or start with another PORT.`,
  );
  await app.close();
  await database.release();
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  say(`${signal} received: finishing requests and stopping`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    await database.release();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

say('');
say(`  Pokémon TCG Club is running at ${config.publicUrl}`);
say(`  API documentation: ${config.publicUrl}/api/docs`);
if (prepared.adminSignIn?.password) {
  say(`  Sign in as admin: ${prepared.adminSignIn.email} / ${prepared.adminSignIn.password}`);
  say('  (this password is shown once; `npm run create-admin -- --email E --password P` sets a new one)');
} else if (prepared.adminSignIn) {
  say(`  Sign in as admin with ADMIN_EMAIL (${prepared.adminSignIn.email}) and ADMIN_PASSWORD.`);
} else {
  say(
    '  Admin: sign in with your admin account, or create one: npm run create-admin -- --email E --password P',
  );
}
say('');
