import { Migration } from '@mikro-orm/migrations';

export class Migration20261122202018_search_filter_indexes extends Migration {
  override name = 'Migration20261122202018_search_filter_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "cards_legal_expanded_from_index" on "cards" ("legal_expanded_from");`);
    this.addSql(`create index "cards_legal_standard_from_index" on "cards" ("legal_standard_from");`);
    this.addSql(`create index "cards_supertype_index" on "cards" ("supertype");`);
    this.addSql(`create index "cards_rarity_index" on "cards" (lower("rarity"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "cards_legal_expanded_from_index";`);
    this.addSql(`drop index "cards_legal_standard_from_index";`);
    this.addSql(`drop index "cards_supertype_index";`);
    this.addSql(`drop index "cards_rarity_index";`);
  }
}
