import { Migration } from '@mikro-orm/migrations';

export class Migration20261128205656_tom_imports extends Migration {
  override name = 'Migration20261128205656_tom_imports';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tournaments" add "tom_id" varchar(40) null, add "tom_file" jsonb null;`);
    this.addSql(`alter table "tournaments" add constraint "tournaments_tom_id_unique" unique ("tom_id");`);

    this.addSql(`alter table "tournament_players" drop constraint "tournament_players_one_person";`);
    this.addSql(
      `alter table "tournament_players" add "tom_player_id" varchar(10) null, add "first_name" varchar(100) null, add "last_name" varchar(100) null, add "birth_year" int null;`,
    );
    this.addSql(
      `alter table "tournament_players" add constraint "tournament_players_tournament_id_tom_player_id_unique" unique ("tournament_id", "tom_player_id");`,
    );
    this.addSql(
      `alter table "tournament_players" add constraint "tournament_players_one_person" check (num_nonnulls(user_id, family_member_id, tom_player_id) = 1);`,
    );

    this.addSql(
      `alter table "tournament_matches" drop constraint "tournament_matches_tournament_id_round_table_unique";`,
    );
    this.addSql(`alter table "tournament_matches" add "pod" smallint not null default 0;`);
    this.addSql(
      `alter table "tournament_matches" add constraint "tournament_matches_tournament_id_pod_round_table_unique" unique ("tournament_id", "pod", "round", "table");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "tournament_matches" drop constraint "tournament_matches_tournament_id_pod_round_table_unique";`,
    );
    this.addSql(`alter table "tournament_matches" drop column "pod";`);
    this.addSql(
      `CREATE UNIQUE INDEX tournament_matches_tournament_id_round_table_unique ON public.tournament_matches USING btree (tournament_id, round, "table");`,
    );

    this.addSql(
      `alter table "tournament_players" drop constraint "tournament_players_tournament_id_tom_player_id_unique";`,
    );
    this.addSql(`alter table "tournament_players" drop constraint "tournament_players_one_person";`);
    this.addSql(
      `alter table "tournament_players" drop column "tom_player_id", drop column "first_name", drop column "last_name", drop column "birth_year";`,
    );
    this.addSql(
      `alter table "tournament_players" add constraint "tournament_players_one_person" check ((user_id IS NULL) <> (family_member_id IS NULL));`,
    );

    this.addSql(`alter table "tournaments" drop constraint "tournaments_tom_id_unique";`);
    this.addSql(`alter table "tournaments" drop column "tom_id", drop column "tom_file";`);
  }
}
