import type { AppConfig } from '../config/app-config.js';
import { startEmbeddedPostgres } from './embedded/embedded-postgres.js';

export const EMBEDDED_DATABASE_NAME = 'club';

export interface DatabaseConnection {
  url: string;
  embedded: boolean;
  /** Stops the embedded server if this process started it. */
  release(): Promise<void>;
}

/** DATABASE_URL when given, else the embedded PostgreSQL in DATA_DIR (started or attached to). */
export async function connectDatabase(
  config: AppConfig,
  log: (line: string) => void = () => undefined,
): Promise<DatabaseConnection> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, release: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  await embedded.createDatabase(EMBEDDED_DATABASE_NAME);
  return { url: embedded.urlFor(EMBEDDED_DATABASE_NAME), embedded: true, release: () => embedded.stop() };
}
