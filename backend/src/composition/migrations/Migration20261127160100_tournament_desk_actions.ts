import { Migration } from '@mikro-orm/migrations';

export class Migration20261127160100_tournament_desk_actions extends Migration {
  override name = 'Migration20261127160100_tournament_desk_actions';

  override up(): void | Promise<void> {
    this.addSql(
      `create type "tournament_desk_action_kind" as enum ('RESULT', 'CHECK_IN', 'DROP', 'PAIR_ROUND');`,
    );
    this.addSql(`create type "tournament_desk_action_status" as enum ('APPLIED', 'CONFLICT', 'REFUSED');`);
    this.addSql(
      `create table "tournament_desk_actions" ("action_id" uuid not null, "tournament_id" int not null, "kind" "tournament_desk_action_kind" not null, "body" jsonb not null, "status" "tournament_desk_action_status" not null, "answer" jsonb not null, "taken_at" timestamptz not null, "received_at" timestamptz not null, primary key ("action_id"));`,
    );
    this.addSql(
      `create index "tournament_desk_actions_tournament_id_index" on "tournament_desk_actions" ("tournament_id");`,
    );
    this.addSql(
      `alter table "tournament_desk_actions" add constraint "tournament_desk_actions_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "tournament_desk_actions" cascade;`);
    this.addSql(`drop type if exists "tournament_desk_action_status";`);
    this.addSql(`drop type if exists "tournament_desk_action_kind";`);
  }
}
