import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { migrateDatabase } from '../composition/migrate.js';
import { buildOpenApiDocument } from '../openapi.js';
import { stableJson } from '../openapi-json.js';
import { commandLine, databaseOrExit } from './cli-support.js';

/** Writes the OpenAPI document to the given file (default openapi.json), booting the app on a throw-away database. */
const {
  positionals: [target = 'openapi.json'],
} = commandLine('Usage: node dist/cli/export-openapi.js [FILE]  (default openapi.json)', {
  positionals: [0, 1],
});
const dataDir = mkdtempSync(join(tmpdir(), 'club-openapi-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  FRONTEND_DIST: '/nonexistent',
  DATA_DIR: dataDir,
});
const database = await databaseOrExit(config);
try {
  await migrateDatabase(database.url);
  const app = await createApp(config, database.url);
  writeFileSync(target, stableJson(buildOpenApiDocument(app)));
  await app.close();
  console.log(`Wrote ${target}`);
} finally {
  await database.release();
  rmSync(dataDir, { recursive: true, force: true });
}
