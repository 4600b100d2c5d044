import { ConfigError, loadConfig, type AppConfig } from '../config/app-config.js';
import { connectDatabase, type DatabaseConnection } from '../database/database-connection.js';
import { StartupError } from '../database/embedded/startup-error.js';

/** Ends the process with a message a person can act on, for the failures that have one; rethrows the rest. */
function exitReadably(error: unknown): never {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** Loads the configuration or ends the process with the list of what is wrong. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    return exitReadably(error);
  }
}

/** The database of DATABASE_URL or the embedded one, or the end of the process with the sentence saying why not. */
export async function databaseOrExit(
  config: AppConfig,
  log?: (line: string) => void,
): Promise<DatabaseConnection> {
  try {
    return await connectDatabase(config, log);
  } catch (error) {
    return exitReadably(error);
  }
}

export function parseFlags(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) continue;
    flags[match[1]] = match[2] ?? argv[++i] ?? '';
  }
  return flags;
}
