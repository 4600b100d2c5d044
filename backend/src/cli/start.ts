import { createApp } from '../app.factory.js';
import { migrateDatabase } from '../composition/migrate.js';
import { prepareData } from '../composition/prepare-data.js';
import { withSchemaLock } from '../database/startup-lock.js';
import { configOrExit, databaseOrExit } from './cli-support.js';

/**
 * `npm start`: the server. Database (embedded unless DATABASE_URL), migrations, first-start data, then site
 * and API on PORT.
 */
const config = configOrExit();
const say = (line: string) => console.log(line);

const database = await databaseOrExit(config, say);
// Replicas starting together take turns: the first migrates and seeds, the others find it done.
const prepared = await withSchemaLock(database.url, async () => {
  const applied = await migrateDatabase(database.url);
  if (applied.length) say(`Applied migrations: ${applied.join(', ')}`);
  return prepareData(config, database.url);
});

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
if (prepared.adminSignIn?.passwordFile) {
  say(
    `  Sign in as admin: ${prepared.adminSignIn.email}, with the generated password kept (for you only) in`,
  );
  say(`    ${prepared.adminSignIn.passwordFile}`);
  say(`  Read it with: cat '${prepared.adminSignIn.passwordFile}'`);
  say('  After signing in, change the password in your profile, then delete that file.');
} else if (prepared.adminSignIn) {
  say(`  Sign in as admin with ADMIN_EMAIL (${prepared.adminSignIn.email}) and ADMIN_PASSWORD.`);
} else {
  say('  Admin: sign in with your admin account, or create one: npm run create-admin -- --email E');
}
say('');
