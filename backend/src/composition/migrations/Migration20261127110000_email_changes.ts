import { Migration } from '@mikro-orm/migrations';

export class Migration20261127110000_email_changes extends Migration {
  override name = 'Migration20261127110000_email_changes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_changes" ("id" serial primary key, "user_id" int not null, "new_email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "email_changes" add constraint "email_changes_user_id_unique" unique ("user_id");`,
    );
    this.addSql(
      `alter table "email_changes" add constraint "email_changes_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "email_changes" add constraint "email_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_changes" cascade;`);
  }
}
