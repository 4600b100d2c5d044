import { Migration } from '@mikro-orm/migrations';

export class Migration20261122034208_cards_and_decks extends Migration {
  override name = 'Migration20261122034208_cards_and_decks';

  override up(): void | Promise<void> {
    // Trigram matching for names typed with small typos; ships with PostgreSQL (contrib) and managed services.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create type "deck_format" as enum ('standard', 'expanded');`);
    this.addSql(`create type "deck_section" as enum ('pokemon', 'trainer', 'energy');`);
    this.addSql(
      `create table "cards" ("id" varchar(60) not null, "set_id" varchar(40) not null, "name" varchar(200) not null, "name_key" varchar(200) not null, "search_name" varchar(200) not null, "supertype" varchar(20) not null, "types" text[] not null, "number" varchar(20) not null, "number_sort" int not null, "rarity" varchar(60) null, "release_date" date null, "legal_standard_from" date null, "legal_expanded_from" date null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "cards_set_id_index" on "cards" ("set_id");`);
    this.addSql(`create index "cards_name_key_index" on "cards" ("name_key");`);
    // The whole card and its searchable text live beside the narrow, fast-to-scan cards table.
    this.addSql(
      `create table "card_texts" ("id" varchar(60) not null, "data" jsonb not null, "search_text" text not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "card_texts" add column "search_vector" tsvector generated always as (to_tsvector('english', "search_text")) stored;`,
    );
    this.addSql(`create index "card_texts_search_vector_index" on "card_texts" using gin ("search_vector");`);
    this.addSql(
      `alter table "card_texts" add constraint "card_texts_id_foreign" foreign key ("id") references "cards" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index "cards_search_name_trgm_index" on "cards" using gin ("search_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "cards_newest_first_index" on "cards" ("release_date" desc nulls last, "set_id", "number_sort", "id");`,
    );
    this.addSql(`create index "cards_types_index" on "cards" using gin ("types");`);

    this.addSql(
      `create table "card_import_jobs" ("id" uuid not null, "source" varchar(2000) not null, "status" varchar(20) not null default 'running', "phase" varchar(20) not null default 'reading', "done" int not null default 0, "total" int not null default 0, "summary" jsonb null, "error" text null, "started_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`,
    );

    this.addSql(
      `create table "card_sets" ("id" varchar(40) not null, "name" varchar(200) not null, "series" varchar(100) not null, "ptcgo_code" varchar(20) null, "release_date" date null, "printed_total" int not null default 0, "total" int not null default 0, "updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "formats" ("code" varchar(20) not null, "label" varchar(40) not null, "rules" jsonb not null, "updated_at" timestamptz not null, primary key ("code"));`,
    );

    this.addSql(
      `create table "decks" ("id" serial primary key, "owner_id" int not null, "name" varchar(100) not null, "format" "deck_format" not null, "notes" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "decks_owner_id_index" on "decks" ("owner_id");`);

    this.addSql(
      `create table "deck_cards" ("id" serial primary key, "deck_id" int not null, "card_id" varchar(60) not null, "section" "deck_section" not null, "count" int not null, constraint "deck_cards_count_positive" check ("count" > 0));`,
    );
    this.addSql(
      `alter table "deck_cards" add constraint "deck_cards_deck_card_section_unique" unique ("deck_id", "card_id", "section");`,
    );
    this.addSql(`create index "deck_cards_card_id_index" on "deck_cards" ("card_id");`);
    this.addSql(
      `alter table "cards" add constraint "cards_set_id_foreign" foreign key ("set_id") references "card_sets" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "decks" add constraint "decks_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "deck_cards" add constraint "deck_cards_deck_id_foreign" foreign key ("deck_id") references "decks" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "deck_cards" add constraint "deck_cards_card_id_foreign" foreign key ("card_id") references "cards" ("id") on delete restrict;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "deck_cards" drop constraint "deck_cards_card_id_foreign";`);
    this.addSql(`alter table "deck_cards" drop constraint "deck_cards_deck_id_foreign";`);

    this.addSql(`drop table if exists "card_texts" cascade;`);
    this.addSql(`drop table if exists "cards" cascade;`);
    this.addSql(`drop table if exists "card_import_jobs" cascade;`);
    this.addSql(`drop table if exists "card_sets" cascade;`);
    this.addSql(`drop table if exists "formats" cascade;`);
    this.addSql(`drop table if exists "decks" cascade;`);
    this.addSql(`drop table if exists "deck_cards" cascade;`);

    this.addSql(`drop type "deck_format";`);
    this.addSql(`drop type "deck_section";`);
  }
}
