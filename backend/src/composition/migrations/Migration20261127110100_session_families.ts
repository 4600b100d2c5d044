import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions get a row of their own (issue 24): rotation and revocation lock it, access tokens name it, and its end
 * is fixed at sign-in. Existing families move over; their end becomes sign-in plus the lifetime.
 */
export class Migration20261127110100_session_families extends Migration {
  override name = 'Migration20261127110100_session_families';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "session_families" ("id" uuid not null, "user_id" int not null, "persistent" boolean not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "session_families_user_id_index" on "session_families" ("user_id");`);
    this.addSql(
      `insert into "session_families" ("id", "user_id", "persistent", "expires_at", "revoked_at", "created_at")
       select "family_id", min("user_id"), bool_or("persistent"),
         least(max("expires_at"), min("created_at") + case when bool_or("persistent") then interval '30 days' else interval '1 day' end),
         case when bool_or("revoked_at" is not null) then max("revoked_at") end,
         min("created_at")
       from "refresh_tokens" group by "family_id";`,
    );
    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_user_id_foreign";`);
    this.addSql(
      `alter table "refresh_tokens" drop column "user_id", drop column "persistent", drop column "expires_at", drop column "revoked_at";`,
    );
    this.addSql(`alter table "refresh_tokens" add "successor_id" uuid null;`);
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_family_id_foreign" foreign key ("family_id") references "session_families" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "session_families" add constraint "session_families_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `create or replace function "session_families_session_families_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('session_changed', old.user_id::text); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "session_families_notify_changed" AFTER UPDATE OR DELETE on "session_families" for each ROW execute function "session_families_session_families_notify_changed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "session_families_notify_changed" on "session_families";`);
    this.addSql(`drop function if exists "session_families_session_families_notify_changed_fn"();`);
    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_family_id_foreign";`);
    this.addSql(`alter table "refresh_tokens" drop column "successor_id";`);
    this.addSql(
      `alter table "refresh_tokens" add "user_id" int null, add "persistent" boolean null, add "expires_at" timestamptz null, add "revoked_at" timestamptz null;`,
    );
    this.addSql(
      `update "refresh_tokens" t set "user_id" = f."user_id", "persistent" = f."persistent", "expires_at" = f."expires_at", "revoked_at" = f."revoked_at"
       from "session_families" f where f."id" = t."family_id";`,
    );
    this.addSql(
      `alter table "refresh_tokens" alter column "user_id" set not null, alter column "persistent" set not null, alter column "expires_at" set not null;`,
    );
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`drop table if exists "session_families" cascade;`);
  }
}
