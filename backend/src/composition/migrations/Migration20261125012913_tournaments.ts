import { Migration } from '@mikro-orm/migrations';

/**
 * Tournaments (issue 13): a TOURNAMENT event's settings and stage, its players (members or family members, in an
 * age division), their accepted deck lists, each round's tables, and the audit log of results. Every change to a
 * tournament, its players or its tables announces the tournament's id on `tournaments_changed`. Events gain
 * `registration_closed`, set by check-in.
 */
export class Migration20261125012913_tournaments extends Migration {
  override name = 'Migration20261125012913_tournaments';

  override up(): void | Promise<void> {
    this.addSql(
      `create type "tournament_stage" as enum ('REGISTRATION', 'CHECK_IN', 'SWISS', 'TOP_CUT', 'FINISHED');`,
    );
    this.addSql(`create type "tournament_division" as enum ('MASTERS', 'SENIOR', 'JUNIOR');`);
    this.addSql(`create type "tournament_match_stage" as enum ('SWISS', 'TOP_CUT');`);
    this.addSql(`create type "tournament_outcome" as enum ('A_WINS', 'B_WINS', 'TIE');`);
    this.addSql(
      `create type "tournament_result_action" as enum ('REPORTED', 'CONFIRMED', 'ENTERED', 'CORRECTED');`,
    );
    this.addSql(
      `create table "tournaments" ("id" serial primary key, "event_id" int not null, "format" "deck_format" not null, "best_of" int not null, "round_minutes" int not null, "divisions_apart" boolean not null, "top_cut" boolean not null, "deck_list_deadline" timestamptz not null, "stage" "tournament_stage" not null, "current_round" int not null, "planned_rounds" jsonb null, "top_cut_sizes" jsonb null, "lists_published" boolean not null, "finished_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_event_id_unique" unique ("event_id");`,
    );

    this.addSql(
      `create table "tournament_players" ("id" serial primary key, "tournament_id" int not null, "user_id" int null, "family_member_id" int null, "division" "tournament_division" not null, "checked_in" boolean not null, "joined_round" int not null, "dropped_after_round" int null, "place" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "tournament_players_user_id_index" on "tournament_players" ("user_id");`);
    this.addSql(
      `create index "tournament_players_family_member_id_index" on "tournament_players" ("family_member_id");`,
    );
    this.addSql(
      `alter table "tournament_players" add constraint "tournament_players_tournament_id_family_member_id_unique" unique ("tournament_id", "family_member_id");`,
    );
    this.addSql(
      `alter table "tournament_players" add constraint "tournament_players_tournament_id_user_id_unique" unique ("tournament_id", "user_id");`,
    );

    this.addSql(
      `create table "tournament_matches" ("id" serial primary key, "tournament_id" int not null, "round" int not null, "stage" "tournament_match_stage" not null, "division" "tournament_division" not null, "table" int null, "player_a_id" int not null, "player_b_id" int null, "outcome" "tournament_outcome" null, "reported_outcome" "tournament_outcome" null, "reported_by" varchar(1) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "tournament_matches_player_a_id_index" on "tournament_matches" ("player_a_id");`,
    );
    this.addSql(
      `create index "tournament_matches_player_b_id_index" on "tournament_matches" ("player_b_id");`,
    );
    this.addSql(
      `create index "tournament_matches_tournament_id_round_index" on "tournament_matches" ("tournament_id", "round");`,
    );
    this.addSql(
      `alter table "tournament_matches" add constraint "tournament_matches_tournament_id_round_table_unique" unique ("tournament_id", "round", "table");`,
    );

    this.addSql(
      `create table "tournament_result_changes" ("id" serial primary key, "match_id" int not null, "action" "tournament_result_action" not null, "previous_outcome" "tournament_outcome" null, "outcome" "tournament_outcome" not null, "by_id" int null, "at" timestamptz not null);`,
    );
    this.addSql(
      `create index "tournament_result_changes_match_id_index" on "tournament_result_changes" ("match_id");`,
    );

    this.addSql(
      `create table "tournament_deck_lists" ("id" serial primary key, "player_id" int not null, "cards" jsonb not null, "submitted_by_id" int null, "submitted_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "tournament_deck_lists" add constraint "tournament_deck_lists_player_id_unique" unique ("player_id");`,
    );

    this.addSql(`alter table "events" add "registration_closed" boolean not null default false;`);

    this.addSql(
      `alter table "tournaments" add constraint "tournaments_event_id_foreign" foreign key ("event_id") references "events" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_round_minutes" check (round_minutes >= 10 and round_minutes <= 180);`,
    );
    this.addSql(`alter table "tournaments" add constraint "tournaments_best_of" check (best_of in (1, 3));`);
    this.addSql(
      `create or replace function "tournaments_tournaments_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('tournaments_changed', coalesce(new.id, old.id)::text); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "tournaments_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "tournaments" for each ROW execute function "tournaments_tournaments_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "tournament_players" add constraint "tournament_players_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_players" add constraint "tournament_players_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_players" add constraint "tournament_players_family_member_id_foreign" foreign key ("family_member_id") references "family_members" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_players" add constraint "tournament_players_one_person" check ((user_id is null) <> (family_member_id is null));`,
    );
    this.addSql(
      `create or replace function "tournament_players_tournament_players_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('tournaments_changed', coalesce(new.tournament_id, old.tournament_id)::text); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "tournament_players_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "tournament_players" for each ROW execute function "tournament_players_tournament_players_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "tournament_matches" add constraint "tournament_matches_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_matches" add constraint "tournament_matches_player_a_id_foreign" foreign key ("player_a_id") references "tournament_players" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_matches" add constraint "tournament_matches_player_b_id_foreign" foreign key ("player_b_id") references "tournament_players" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_matches" add constraint "tournament_matches_reported_by" check (reported_by is null or reported_by in ('A', 'B'));`,
    );
    this.addSql(
      `create or replace function "tournament_matches_tournament_matches_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('tournaments_changed', coalesce(new.tournament_id, old.tournament_id)::text); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "tournament_matches_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "tournament_matches" for each ROW execute function "tournament_matches_tournament_matches_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "tournament_result_changes" add constraint "tournament_result_changes_match_id_foreign" foreign key ("match_id") references "tournament_matches" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_result_changes" add constraint "tournament_result_changes_by_id_foreign" foreign key ("by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "tournament_deck_lists" add constraint "tournament_deck_lists_player_id_foreign" foreign key ("player_id") references "tournament_players" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tournament_deck_lists" add constraint "tournament_deck_lists_submitted_by_id_foreign" foreign key ("submitted_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "tournament_players" drop constraint "tournament_players_tournament_id_foreign";`,
    );
    this.addSql(
      `alter table "tournament_matches" drop constraint "tournament_matches_tournament_id_foreign";`,
    );
    this.addSql(`alter table "tournament_matches" drop constraint "tournament_matches_player_a_id_foreign";`);
    this.addSql(`alter table "tournament_matches" drop constraint "tournament_matches_player_b_id_foreign";`);
    this.addSql(
      `alter table "tournament_deck_lists" drop constraint "tournament_deck_lists_player_id_foreign";`,
    );
    this.addSql(
      `alter table "tournament_result_changes" drop constraint "tournament_result_changes_match_id_foreign";`,
    );

    this.addSql(`drop trigger if exists "tournaments_notify_changed" on "tournaments";`);
    this.addSql(`drop function if exists "tournaments_tournaments_notify_changed_fn"();`);
    this.addSql(`drop table if exists "tournaments" cascade;`);
    this.addSql(`drop trigger if exists "tournament_players_notify_changed" on "tournament_players";`);
    this.addSql(`drop function if exists "tournament_players_tournament_players_notify_changed_fn"();`);
    this.addSql(`drop table if exists "tournament_players" cascade;`);
    this.addSql(`drop trigger if exists "tournament_matches_notify_changed" on "tournament_matches";`);
    this.addSql(`drop function if exists "tournament_matches_tournament_matches_notify_changed_fn"();`);
    this.addSql(`drop table if exists "tournament_matches" cascade;`);
    this.addSql(`drop table if exists "tournament_result_changes" cascade;`);
    this.addSql(`drop table if exists "tournament_deck_lists" cascade;`);

    this.addSql(`alter table "events" drop column "registration_closed";`);

    this.addSql(`drop type "tournament_stage";`);
    this.addSql(`drop type "tournament_division";`);
    this.addSql(`drop type "tournament_match_stage";`);
    this.addSql(`drop type "tournament_outcome";`);
    this.addSql(`drop type "tournament_result_action";`);
  }
}
