import { ConfigError, loadConfig, type AppConfig } from '../config/app-config.js';

/** Loads the configuration or ends the process with the list of what is wrong. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
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
