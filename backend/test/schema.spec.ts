import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../src/composition/orm-options.js';
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

  it('compute every stored card name key again when the key changes (issue 9)', async () => {
    const name = `club_name_keys_${process.pid}`;
    const orm = await MikroORM.init(ormOptions(await createTestDatabase(name)));
    try {
      const connection = orm.em.getConnection();
      await connection.execute(
        `insert into card_sets (id, name, series, printed_total, total, updated_at) values ('xy4', 'Phantom Forces', 'XY', 1, 1, now())`,
      );
      await connection.execute(
        `insert into cards (id, set_id, name, name_key, search_name, search_text, supertype, types, number, number_sort, updated_at)
         values ('xy4-92', 'xy4', 'Battle Compressor Team Flare Gear', 'battle compressor team flare gear', '', '', 'Trainer', '{}', '92', 920, now())`,
      );
      await orm.migrator.down({ to: 'Migration20261122211040_card_search_text_on_cards' });
      await orm.migrator.up();
      expect(await connection.execute('select name_key from cards')).toEqual([
        { name_key: 'battlecompressor' },
      ]);
    } finally {
      await orm.close(true);
      await dropDatabase(name);
    }
  });
});
