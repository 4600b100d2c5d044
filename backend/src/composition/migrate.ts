import { MikroORM } from '@mikro-orm/postgresql';
import type { SchemaMigrations } from '../backups/restore-backup.js';
import { MIGRATIONS } from './migrations/index.js';
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

/** The migrations of the database at `url`, as a restore needs them. */
export function schemaMigrations(url: string): SchemaMigrations {
  return {
    names: MIGRATIONS.map((migration) => migration.name),
    apply: (only) => migrateDatabase(url, only ? { only } : {}),
  };
}
