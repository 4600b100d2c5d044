import { Migration } from '@mikro-orm/migrations';

/**
 * The forum (issue 11): categories, posts with a full-text search vector (title words weigh A, content B,
 * accents folded) and its GIN index, comments, one like per member per post, one view per member per post a
 * day. Deleting a category, post or account cascades to what hangs from it.
 */
export class Migration20261125000426_forum extends Migration {
  override name = 'Migration20261125000426_forum';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "forum_categories" ("id" serial primary key, "name" varchar(60) not null, "description" varchar(300) null, "color" varchar(7) not null default '#3B82F6', "icon" varchar(16) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create unique index "forum_categories_name_unique" on "forum_categories" (lower("name"));`);

    this.addSql(
      `create table "forum_posts" ("id" serial primary key, "title" varchar(200) not null, "content" text not null, "category_id" int not null, "author_id" int not null, "is_pinned" boolean not null default false, "views" int not null default 0, "created_at" timestamptz not null, "edited_at" timestamptz null, "search_vector" tsvector generated always as (setweight(to_tsvector('english', translate(lower(title), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy')), 'A') || setweight(to_tsvector('english', translate(lower(content), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy')), 'B')) stored null);`,
    );
    this.addSql(`create index "forum_posts_category_id_index" on "forum_posts" ("category_id");`);
    this.addSql(`create index "forum_posts_author_id_index" on "forum_posts" ("author_id");`);
    this.addSql(
      `create index "forum_posts_search_vector_index" on "forum_posts" using gin ("search_vector");`,
    );
    this.addSql(
      `create index "forum_posts_list_order_index" on "forum_posts" ("is_pinned", "created_at", "id");`,
    );

    this.addSql(
      `create table "forum_post_views" ("id" serial primary key, "post_id" int not null, "user_id" int not null, "day" date not null);`,
    );
    this.addSql(`create index "forum_post_views_user_id_index" on "forum_post_views" ("user_id");`);
    this.addSql(
      `alter table "forum_post_views" add constraint "forum_post_views_post_user_unique" unique ("post_id", "user_id");`,
    );

    this.addSql(
      `create table "forum_post_likes" ("id" serial primary key, "post_id" int not null, "user_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "forum_post_likes_user_id_index" on "forum_post_likes" ("user_id");`);
    this.addSql(
      `alter table "forum_post_likes" add constraint "forum_post_likes_post_user_unique" unique ("post_id", "user_id");`,
    );

    this.addSql(
      `create table "forum_comments" ("id" serial primary key, "content" text not null, "post_id" int not null, "author_id" int not null, "created_at" timestamptz not null, "edited_at" timestamptz null);`,
    );
    this.addSql(`create index "forum_comments_author_id_index" on "forum_comments" ("author_id");`);
    this.addSql(
      `create index "forum_comments_post_order_index" on "forum_comments" ("post_id", "created_at", "id");`,
    );

    this.addSql(
      `alter table "forum_posts" add constraint "forum_posts_category_id_foreign" foreign key ("category_id") references "forum_categories" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "forum_posts" add constraint "forum_posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "forum_post_views" add constraint "forum_post_views_post_id_foreign" foreign key ("post_id") references "forum_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "forum_post_views" add constraint "forum_post_views_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "forum_post_likes" add constraint "forum_post_likes_post_id_foreign" foreign key ("post_id") references "forum_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "forum_post_likes" add constraint "forum_post_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "forum_comments" add constraint "forum_comments_post_id_foreign" foreign key ("post_id") references "forum_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "forum_comments" add constraint "forum_comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "forum_posts" drop constraint "forum_posts_category_id_foreign";`);
    this.addSql(`alter table "forum_post_views" drop constraint "forum_post_views_post_id_foreign";`);
    this.addSql(`alter table "forum_post_likes" drop constraint "forum_post_likes_post_id_foreign";`);
    this.addSql(`alter table "forum_comments" drop constraint "forum_comments_post_id_foreign";`);

    this.addSql(`drop table if exists "forum_categories" cascade;`);
    this.addSql(`drop table if exists "forum_posts" cascade;`);
    this.addSql(`drop table if exists "forum_post_views" cascade;`);
    this.addSql(`drop table if exists "forum_post_likes" cascade;`);
    this.addSql(`drop table if exists "forum_comments" cascade;`);
  }
}
