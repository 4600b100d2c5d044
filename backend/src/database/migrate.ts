import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm-options.js';

/** Applies every pending migration to the database at `url`; returns the names applied. */
export async function migrateDatabase(url: string): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
