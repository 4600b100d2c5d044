import { writeFileSync } from 'node:fs';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { connectDatabase } from '../database/database-connection.js';
import { buildOpenApiDocument } from '../openapi.js';
import { stableJson } from '../openapi-json.js';

/** Writes the OpenAPI document to the given file (default backend/openapi.json). */
const target = process.argv[2] ?? 'openapi.json';
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  FRONTEND_DIST: '/nonexistent',
});
const database = await connectDatabase(config);
const app = await createApp(config, database.url);
try {
  writeFileSync(target, stableJson(buildOpenApiDocument(app)));
  console.log(`Wrote ${target}`);
} finally {
  await app.close();
  await database.release();
}
