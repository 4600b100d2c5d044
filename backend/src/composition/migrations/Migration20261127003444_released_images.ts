import { Migration } from '@mikro-orm/migrations';

export class Migration20261127003444_released_images extends Migration {
  override name = 'Migration20261127003444_released_images';

  override up(): void | Promise<void> {
    this.addSql(`alter table "images" add "released_at" timestamptz null;`);

    this.addSql(`drop trigger if exists "trade_listings_release_photo" on "trade_listings";`);
    this.addSql(`drop function if exists "trade_listings_trade_listings_release_photo_fn"();`);
    this
      .addSql(`create or replace function "trade_listings_trade_listings_release_photo_fn"() returns trigger as $$ begin if tg_op = 'DELETE' or new.photo_id is distinct from old.photo_id then
    update images set unused_since = now(), released_at = now() where id = old.photo_id;   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "trade_listings_release_photo" AFTER UPDATE OR DELETE on "trade_listings" for each ROW execute function "trade_listings_trade_listings_release_photo_fn"();`,
    );

    this.addSql(`drop trigger if exists "artwork_images_release_image" on "artwork_images";`);
    this.addSql(`drop function if exists "artwork_images_artwork_images_release_image_fn"();`);
    this
      .addSql(`create or replace function "artwork_images_artwork_images_release_image_fn"() returns trigger as $$ begin if tg_op = 'DELETE' or new.image_id is distinct from old.image_id then
    update images set unused_since = now(), released_at = now() where id = old.image_id;   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "artwork_images_release_image" AFTER UPDATE OR DELETE on "artwork_images" for each ROW execute function "artwork_images_artwork_images_release_image_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "artwork_images_release_image" on "artwork_images";`);
    this.addSql(`drop function if exists "artwork_images_artwork_images_release_image_fn"();`);
    this
      .addSql(`create or replace function "artwork_images_artwork_images_release_image_fn"() returns trigger as $$ begin if tg_op = 'DELETE' or new.image_id is distinct from old.image_id then
    update images set unused_since = now() where id = old.image_id;   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "artwork_images_release_image" AFTER DELETE OR UPDATE on "artwork_images" for each ROW execute function "artwork_images_artwork_images_release_image_fn"();`,
    );

    this.addSql(`alter table "images" drop column "released_at";`);

    this.addSql(`drop trigger if exists "trade_listings_release_photo" on "trade_listings";`);
    this.addSql(`drop function if exists "trade_listings_trade_listings_release_photo_fn"();`);
    this
      .addSql(`create or replace function "trade_listings_trade_listings_release_photo_fn"() returns trigger as $$ begin if tg_op = 'DELETE' or new.photo_id is distinct from old.photo_id then
    update images set unused_since = now() where id = old.photo_id;   end if;   return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "trade_listings_release_photo" AFTER DELETE OR UPDATE on "trade_listings" for each ROW execute function "trade_listings_trade_listings_release_photo_fn"();`,
    );
  }
}
