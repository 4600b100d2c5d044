import { Migration } from '@mikro-orm/migrations';

export class Migration20261127120100_print_choices extends Migration {
  override name = 'Migration20261127120100_print_choices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "print_choices" ("id" serial primary key, "owner_id" int not null, "set_code" varchar(20) not null, "number" varchar(20) not null, "name_key" varchar(200) not null, "card_id" varchar(60) not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "print_choices" add constraint "print_choices_owner_line_unique" unique ("owner_id", "set_code", "number", "name_key");`,
    );
    this.addSql(`create index "print_choices_card_id_index" on "print_choices" ("card_id");`);
    this.addSql(
      `alter table "print_choices" add constraint "print_choices_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "print_choices" add constraint "print_choices_card_id_foreign" foreign key ("card_id") references "cards" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "print_choices" cascade;`);
  }
}
