// Plain JavaScript: Jest loads global setup outside its ESM transform and module mapping, so the embedded
// PostgreSQL is started by the backend's built launcher (`npm test -w backend` builds first).
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LAUNCHER = new URL('../../dist/database/embedded/embedded-postgres.js', import.meta.url);

/**
 * One PostgreSQL for the whole run: DATABASE_URL's server when given, else a throw-away embedded one, started the
 * way `npm start` starts it. Test files then clone a migrated template database (see test-database.ts).
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.TEST_SERVER_URL = process.env.DATABASE_URL;
    return;
  }
  if (!existsSync(LAUNCHER)) {
    throw new Error(
      'The API tests start PostgreSQL with the built backend: run `npm run build -w backend` first.',
    );
  }
  const { startEmbeddedPostgres } = await import(LAUNCHER.href);
  const folder = mkdtempSync(join(tmpdir(), 'club-test-'));
  // The run's own folder: PostgreSQL's account may pass through it, so its cluster stays inside it.
  chmodSync(folder, 0o711);
  const server = await startEmbeddedPostgres(folder);
  globalThis.__TEST_POSTGRES__ = { server, folder };
  process.env.TEST_SERVER_URL = server.urlFor('postgres');
}
