import { Migration } from '@mikro-orm/migrations';

export class Migration20261125013050_backup_runs extends Migration {
  override name = 'Migration20261125013050_backup_runs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "backup_runs" ("id" serial primary key, "started_at" timestamptz not null, "finished_at" timestamptz not null, "location" varchar(1000) not null, "bytes" bigint not null, "tables" int not null, "rows" bigint not null, "files" int not null);`,
    );
    this.addSql(`create index "backup_runs_started_at_index" on "backup_runs" ("started_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "backup_runs" cascade;`);
  }
}
