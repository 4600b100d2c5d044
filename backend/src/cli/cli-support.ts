import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
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

/** Ends the process as a wrong command line does (exit 2), with what is wrong and how to call the task. */
export function exitWithUsage(problem: string, usage: string): never {
  console.error(`${problem}\n${usage}`);
  process.exit(2);
}

/**
 * The task's command line, read by node:util `parseArgs`: `--help` prints the usage; an unknown option, an option
 * without its value or a wrong number of arguments ends the process with the usage.
 */
export function commandLine<const Options extends ParseArgsOptionsConfig = Record<never, never>>(
  usage: string,
  {
    options,
    positionals: [fewest, most] = [0, 0],
    args = process.argv.slice(2),
  }: { options?: Options; positionals?: [number, number]; args?: string[] } = {},
) {
  const config = {
    args,
    options: { ...(options as Options), help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  } as const;
  let parsed: ReturnType<typeof parseArgs<typeof config>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    return exitWithUsage((error as Error).message, usage);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  const count = parsed.positionals.length;
  if (count < fewest) exitWithUsage('An argument is missing.', usage);
  if (count > most) exitWithUsage(`Unexpected argument '${parsed.positionals[most]}'.`, usage);
  return parsed;
}
