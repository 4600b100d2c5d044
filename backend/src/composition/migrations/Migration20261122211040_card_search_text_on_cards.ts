import { Migration } from '@mikro-orm/migrations';

/**
 * Game-text search moves onto `cards`, so every way of matching is a scan of the one narrow table; the rarity
 * and supertype filters get indexes in newest-first order.
 */
export class Migration20261122211040_card_search_text_on_cards extends Migration {
  override name = 'Migration20261122211040_card_search_text_on_cards';

  override up(): void | Promise<void> {
    this.addSql(`alter table "cards" add "search_text" text null;`);
    this.addSql(
      `update "cards" c set "search_text" = t."search_text" from "card_texts" t where t."id" = c."id";`,
    );
    this.addSql(`update "cards" set "search_text" = '' where "search_text" is null;`);
    this.addSql(`alter table "cards" alter column "search_text" set not null;`);
    this.addSql(
      `alter table "cards" add "search_vector" tsvector generated always as (to_tsvector('english', search_text)) stored null;`,
    );
    this.addSql(`create index "cards_search_vector_index" on "cards" using gin ("search_vector");`);

    this.addSql(`drop index "card_texts_search_vector_index";`);
    // The generated column first: it depends on the text.
    this.addSql(`alter table "card_texts" drop column "search_vector";`);
    this.addSql(`alter table "card_texts" drop column "search_text";`);

    this.addSql(`drop index "cards_rarity_index";`);
    this.addSql(
      `create index "cards_rarity_index" on "cards" (lower("rarity"), "release_date" desc nulls last, "set_id", "number_sort", "id");`,
    );
    this.addSql(`drop index "cards_supertype_index";`);
    this.addSql(
      `create index "cards_supertype_index" on "cards" ("supertype", "release_date" desc nulls last, "set_id", "number_sort", "id");`,
    );
    // Statistics for the new expression index, which the planner needs to choose it.
    this.addSql(`analyze "cards";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "cards_rarity_index";`);
    this.addSql(`create index "cards_rarity_index" on "cards" (lower("rarity"));`);
    this.addSql(`drop index "cards_supertype_index";`);
    this.addSql(`create index "cards_supertype_index" on "cards" ("supertype");`);

    this.addSql(`alter table "card_texts" add "search_text" text null;`);
    this.addSql(
      `update "card_texts" t set "search_text" = c."search_text" from "cards" c where c."id" = t."id";`,
    );
    this.addSql(`alter table "card_texts" alter column "search_text" set not null;`);
    this.addSql(
      `alter table "card_texts" add "search_vector" tsvector generated always as (to_tsvector('english', search_text)) stored null;`,
    );
    this.addSql(`create index "card_texts_search_vector_index" on "card_texts" using gin ("search_vector");`);

    this.addSql(`drop index "cards_search_vector_index";`);
    this.addSql(`alter table "cards" drop column "search_vector";`);
    this.addSql(`alter table "cards" drop column "search_text";`);
  }
}
