import { Migration } from '@mikro-orm/migrations';

export class Migration20261125012003_marketplace extends Migration {
  override name = 'Migration20261125012003_marketplace';

  override up(): void | Promise<void> {
    this.addSql(
      `create type "release_type" as enum ('BOOSTER_SET', 'SPECIAL_SET', 'PROMO_CARDS', 'ACCESSORIES', 'COLLECTOR_ITEMS', 'ELITE_TRAINER_BOX', 'PREMIUM_COLLECTION');`,
    );
    this.addSql(`create type "image_kind" as enum ('ARTWORK', 'LISTING');`);
    this.addSql(
      `create type "card_condition" as enum ('MINT', 'NEAR_MINT', 'GOOD', 'OKAY', 'POOR', 'VERY_POOR');`,
    );
    this.addSql(`create type "card_language" as enum ('ENGLISH', 'JAPANESE', 'OTHER');`);
    this.addSql(`create type "desired_value_type" as enum ('PRICE', 'CARD');`);
    this.addSql(`create type "trade_visibility" as enum ('PUBLIC', 'MEMBERS_ONLY');`);
    this.addSql(`create type "trade_listing_status" as enum ('ACTIVE', 'TRADED', 'WITHDRAWN');`);
    this.addSql(`create type "offer_type" as enum ('CARD_TRADE', 'CASH');`);
    this.addSql(`create type "offer_status" as enum ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN');`);
    this.addSql(
      `create table "releases" ("id" serial primary key, "pack_name" varchar(200) not null, "release_type" "release_type" not null default 'BOOSTER_SET', "release_date" date not null, "image_url" varchar(2000) null, "description" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "releases_release_date_index" on "releases" ("release_date");`);

    this.addSql(
      `create table "images" ("id" uuid not null, "kind" "image_kind" not null, "display_key" varchar(200) not null, "thumbnail_key" varchar(200) not null, "width" int not null, "height" int not null, "thumbnail_width" int not null, "thumbnail_height" int not null, "unused_since" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "images_unused_since_index" on "images" ("unused_since");`);

    this.addSql(
      `create table "trade_listings" ("id" serial primary key, "owner_id" int not null, "card_title" varchar(200) not null, "card_declared_condition" "card_condition" not null default 'NEAR_MINT', "card_known_condition" varchar(100) null, "graded_by" varchar(100) null, "card_language" "card_language" not null default 'ENGLISH', "is_open_to_trade" boolean not null default true, "desired_value_type" "desired_value_type" not null default 'PRICE', "desired_value_pence" int null, "desired_card" varchar(200) null, "visibility" "trade_visibility" not null default 'MEMBERS_ONLY', "status" "trade_listing_status" not null default 'ACTIVE', "photo_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "trade_listings_owner_id_index" on "trade_listings" ("owner_id");`);
    this.addSql(`create index "trade_listings_status_index" on "trade_listings" ("status");`);
    this.addSql(
      `alter table "trade_listings" add constraint "trade_listings_photo_id_unique" unique ("photo_id");`,
    );

    this.addSql(
      `create table "trade_offers" ("id" serial primary key, "listing_id" int not null, "offerer_id" int not null, "offer_type" "offer_type" not null default 'CARD_TRADE', "card_trade_offered" varchar(200) null, "card_declared_condition" "card_condition" null, "card_known_condition" varchar(100) null, "graded_by" varchar(100) null, "card_language" "card_language" null, "wants_monetary_value" boolean not null default false, "monetary_amount_pence" int null, "price_offered_pence" int null, "message" text null, "status" "offer_status" not null default 'PENDING', "created_at" timestamptz not null, "responded_at" timestamptz null);`,
    );
    this.addSql(`create index "trade_offers_listing_id_index" on "trade_offers" ("listing_id");`);
    this.addSql(`create index "trade_offers_offerer_id_index" on "trade_offers" ("offerer_id");`);

    this.addSql(
      `create table "artworks" ("id" serial primary key, "name" varchar(200) not null, "author_id" int not null, "price_pence" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "artworks_author_id_index" on "artworks" ("author_id");`);

    this.addSql(
      `create table "artwork_images" ("id" serial primary key, "artwork_id" int not null, "image_id" uuid not null, "position" int not null);`,
    );
    this.addSql(`create index "artwork_images_artwork_id_index" on "artwork_images" ("artwork_id");`);
    this.addSql(
      `alter table "artwork_images" add constraint "artwork_images_image_id_unique" unique ("image_id");`,
    );

    this.addSql(
      `create or replace function "releases_releases_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('releases_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "releases_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "releases" for each ROW execute function "releases_releases_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "images" add constraint "images_sizes_positive" check (width > 0 and height > 0 and thumbnail_width > 0 and thumbnail_height > 0);`,
    );

    this.addSql(
      `alter table "trade_listings" add constraint "trade_listings_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "trade_listings" add constraint "trade_listings_photo_id_foreign" foreign key ("photo_id") references "images" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "trade_listings" add constraint "trade_listings_desired_value_not_negative" check (desired_value_pence >= 0);`,
    );
    this
      .addSql(`create or replace function "trade_listings_trade_listings_release_photo_fn"() returns trigger as $$ begin if tg_op = 'DELETE' or new.photo_id is distinct from old.photo_id then
    update images set unused_since = now() where id = old.photo_id;   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "trade_listings_release_photo" AFTER UPDATE OR DELETE on "trade_listings" for each ROW execute function "trade_listings_trade_listings_release_photo_fn"();`,
    );
    this.addSql(
      `create or replace function "trade_listings_trade_listings_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('trades_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "trade_listings_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "trade_listings" for each ROW execute function "trade_listings_trade_listings_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "trade_offers" add constraint "trade_offers_listing_id_foreign" foreign key ("listing_id") references "trade_listings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "trade_offers" add constraint "trade_offers_offerer_id_foreign" foreign key ("offerer_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "trade_offers" add constraint "trade_offers_amounts_not_negative" check (monetary_amount_pence >= 0 and price_offered_pence >= 0);`,
    );

    this.addSql(
      `alter table "artworks" add constraint "artworks_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "artworks" add constraint "artworks_price_not_negative" check (price_pence >= 0);`,
    );
    this.addSql(
      `create or replace function "artworks_artworks_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('artworks_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "artworks_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "artworks" for each ROW execute function "artworks_artworks_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "artwork_images" add constraint "artwork_images_artwork_id_foreign" foreign key ("artwork_id") references "artworks" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "artwork_images" add constraint "artwork_images_image_id_foreign" foreign key ("image_id") references "images" ("id") on delete cascade;`,
    );
    this
      .addSql(`create or replace function "artwork_images_artwork_images_release_image_fn"() returns trigger as $$ begin if tg_op = 'DELETE' or new.image_id is distinct from old.image_id then
    update images set unused_since = now() where id = old.image_id;   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "artwork_images_release_image" AFTER UPDATE OR DELETE on "artwork_images" for each ROW execute function "artwork_images_artwork_images_release_image_fn"();`,
    );
    this.addSql(
      `create or replace function "artwork_images_artwork_images_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('artworks_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "artwork_images_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "artwork_images" for each ROW execute function "artwork_images_artwork_images_notify_changed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "trade_listings" drop constraint "trade_listings_photo_id_foreign";`);
    this.addSql(`alter table "artwork_images" drop constraint "artwork_images_image_id_foreign";`);
    this.addSql(`alter table "trade_offers" drop constraint "trade_offers_listing_id_foreign";`);
    this.addSql(`alter table "artwork_images" drop constraint "artwork_images_artwork_id_foreign";`);

    this.addSql(`drop trigger if exists "releases_notify_changed" on "releases";`);
    this.addSql(`drop function if exists "releases_releases_notify_changed_fn"();`);
    this.addSql(`drop table if exists "releases" cascade;`);
    this.addSql(`drop table if exists "images" cascade;`);
    this.addSql(`drop trigger if exists "trade_listings_release_photo" on "trade_listings";`);
    this.addSql(`drop function if exists "trade_listings_trade_listings_release_photo_fn"();`);
    this.addSql(`drop trigger if exists "trade_listings_notify_changed" on "trade_listings";`);
    this.addSql(`drop function if exists "trade_listings_trade_listings_notify_changed_fn"();`);
    this.addSql(`drop table if exists "trade_listings" cascade;`);
    this.addSql(`drop table if exists "trade_offers" cascade;`);
    this.addSql(`drop trigger if exists "artworks_notify_changed" on "artworks";`);
    this.addSql(`drop function if exists "artworks_artworks_notify_changed_fn"();`);
    this.addSql(`drop table if exists "artworks" cascade;`);
    this.addSql(`drop trigger if exists "artwork_images_release_image" on "artwork_images";`);
    this.addSql(`drop function if exists "artwork_images_artwork_images_release_image_fn"();`);
    this.addSql(`drop trigger if exists "artwork_images_notify_changed" on "artwork_images";`);
    this.addSql(`drop function if exists "artwork_images_artwork_images_notify_changed_fn"();`);
    this.addSql(`drop table if exists "artwork_images" cascade;`);

    this.addSql(`drop type "release_type";`);
    this.addSql(`drop type "image_kind";`);
    this.addSql(`drop type "card_condition";`);
    this.addSql(`drop type "card_language";`);
    this.addSql(`drop type "desired_value_type";`);
    this.addSql(`drop type "trade_visibility";`);
    this.addSql(`drop type "trade_listing_status";`);
    this.addSql(`drop type "offer_type";`);
    this.addSql(`drop type "offer_status";`);
  }
}
