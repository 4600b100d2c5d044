import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm-options.js';

/**
 * Applies every pending migration to the database at `url` (or only the named ones: a restore first rebuilds the
 * backup's schema); returns the names applied.
 */
export async function migrateDatabase(url: string, options: { only?: string[] } = {}): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    if (options.only?.length === 0) return [];
    const applied = await orm.migrator.up(options.only ? { migrations: options.only } : undefined);
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
