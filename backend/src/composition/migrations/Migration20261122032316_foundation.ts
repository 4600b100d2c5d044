import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032316_foundation extends Migration {
  override name = 'Migration20261122032316_foundation';

  override up(): void | Promise<void> {
    this.addSql(`create type "user_role" as enum ('ADMIN', 'MEMBER', 'PENDING');`);
    this.addSql(
      `create table "throttle_buckets" ("key" varchar(300) not null, "hits" int not null, "expires_at" timestamptz not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" "user_role" not null, "profile_first_name" varchar(100) not null, "profile_last_name" varchar(100) not null, "profile_avatar" int not null default 25, "profile_bio" text null, "profile_location" varchar(100) null, "created_at" timestamptz not null, "approved_at" timestamptz null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(
      `alter table "users" add constraint "users_email_lower_case" check ("email" = lower("email"));`,
    );

    this.addSql(
      `create table "refresh_tokens" ("id" uuid not null, "user_id" int not null, "family_id" uuid not null, "secret_hash" varchar(64) not null, "persistent" boolean not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "refresh_tokens_family_id_index" on "refresh_tokens" ("family_id");`);

    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "throttle_buckets" cascade;`);
    this.addSql(`drop type if exists "user_role";`);
  }
}
