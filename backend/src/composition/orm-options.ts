import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { requestEntityManager } from '../database/request-context.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** MikroORM options for a database URL; migrations are listed in code so they run from source and from dist. */
export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator, SeedManager],
    migrations: {
      migrationsList: MIGRATIONS,
      path: 'src/composition/migrations',
      pathTs: 'src/composition/migrations',
      snapshot: false,
      silent: true,
      transactional: true,
      allOrNothing: true,
    },
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // Many short queries at once: helper processes per query and JIT compilation cost more than they save.
    driverOptions: { options: '-c jit=off -c max_parallel_workers_per_gather=0' },
    debug: false,
    // A request's EntityManager is forked when it is first used (database/request-context.ts).
    context: requestEntityManager,
    ...overrides,
  });
}
