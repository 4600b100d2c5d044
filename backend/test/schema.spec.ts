import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../src/database/orm-options.js';
import { createTestDatabase, dropDatabase } from './support/test-database.js';

describe('migrations', () => {
  it('produce exactly the schema the entities describe (so `db:migration:create` starts from a clean diff)', async () => {
    const name = `club_schema_${process.pid}`;
    const orm = await MikroORM.init(ormOptions(await createTestDatabase(name)));
    try {
      expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
    } finally {
      await orm.close(true);
      await dropDatabase(name);
    }
  });
});
