import { Migration } from '@mikro-orm/migrations';

export class Migration20261128202756_round_clock extends Migration {
  override name = 'Migration20261128202756_round_clock';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "tournament_rounds" ("id" serial primary key, "tournament_id" int not null, "round" int not null, "stage" "tournament_match_stage" not null, "minutes" int not null, "started_at" timestamptz null, "paused_at" timestamptz null, "paused_seconds" int not null default 0, "extra_seconds" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "tournament_rounds" add constraint "tournament_rounds_tournament_id_round_unique" unique ("tournament_id", "round");`,
    );

    this.addSql(`alter table "tournament_matches" add "extra_seconds" int not null default 0;`);
    this.addSql(
      `alter table "tournament_matches" add constraint "tournament_matches_extra_seconds" check (extra_seconds >= 0);`,
    );

    this.addSql(
      `alter table "tournament_rounds" add constraint "tournament_rounds_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_rounds" add constraint "tournament_rounds_paused_after_start" check (paused_at is null or (started_at is not null and paused_at >= started_at));`,
    );
    this.addSql(
      `alter table "tournament_rounds" add constraint "tournament_rounds_extra_seconds" check (extra_seconds >= 0);`,
    );
    this.addSql(
      `alter table "tournament_rounds" add constraint "tournament_rounds_paused_seconds" check (paused_seconds >= 0);`,
    );
    this.addSql(
      `alter table "tournament_rounds" add constraint "tournament_rounds_minutes" check (minutes >= 1 and minutes <= 600);`,
    );
    this.addSql(
      `create or replace function "tournament_rounds_tournament_rounds_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('tournaments_changed', coalesce(new.tournament_id, old.tournament_id)::text); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "tournament_rounds_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "tournament_rounds" for each ROW execute function "tournament_rounds_tournament_rounds_notify_changed_fn"();`,
    );
    // Rounds paired before the clock existed: each gets its round, not started, of the tournament's length.
    this
      .addSql(`insert into "tournament_rounds" ("tournament_id", "round", "stage", "minutes", "created_at", "updated_at")
      select m."tournament_id", m."round", min(m."stage"::text)::"tournament_match_stage", t."round_minutes", min(m."created_at"), now()
        from "tournament_matches" m join "tournaments" t on t."id" = m."tournament_id"
        group by m."tournament_id", m."round", t."round_minutes";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "tournament_rounds_notify_changed" on "tournament_rounds";`);
    this.addSql(`drop function if exists "tournament_rounds_tournament_rounds_notify_changed_fn"();`);
    this.addSql(`drop table if exists "tournament_rounds" cascade;`);

    this.addSql(`alter table "tournament_matches" drop constraint "tournament_matches_extra_seconds";`);
    this.addSql(`alter table "tournament_matches" drop column "extra_seconds";`);
  }
}
