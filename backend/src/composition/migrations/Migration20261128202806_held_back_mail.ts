import { Migration } from '@mikro-orm/migrations';

export class Migration20261128202806_held_back_mail extends Migration {
  override name = 'Migration20261128202806_held_back_mail';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "held_back_mail" ("kind" varchar(30) not null, "hour" timestamptz not null, "count" int not null, primary key ("kind", "hour"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "held_back_mail" cascade;`);
  }
}
