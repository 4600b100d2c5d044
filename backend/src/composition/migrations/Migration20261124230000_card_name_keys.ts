import { Migration } from '@mikro-orm/migrations';
import { lookupNameKey } from '../../cards/domain/card-name.js';

const BATCH = 5000;

/**
 * Deck imports find cards by a looser name key since issue 9 (spelling, punctuation and the labels the card data
 * writes around a name: card-name.ts), so every stored `name_key` is computed again. A later card import keeps them.
 */
export class Migration20261124230000_card_name_keys extends Migration {
  override name = 'Migration20261124230000_card_name_keys';

  override async up(): Promise<void> {
    const rows = (await this.execute('select id, name from cards')) as { id: string; name: string }[];
    for (let start = 0; start < rows.length; start += BATCH) {
      const keys = rows
        .slice(start, start + BATCH)
        .map((row) => ({ id: row.id, k: lookupNameKey(row.name) }));
      await this.execute(
        `update cards set name_key = x.k from jsonb_to_recordset(?::jsonb) as x(id text, k text)
         where cards.id = x.id and cards.name_key is distinct from x.k`,
        [JSON.stringify(keys)],
      );
    }
  }

  // The older key's code is gone; an import computes whatever key the code of the day uses.
  override down(): void {}
}
