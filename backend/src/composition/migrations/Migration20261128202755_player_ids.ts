import { Migration } from '@mikro-orm/migrations';

export class Migration20261128202755_player_ids extends Migration {
  override name = 'Migration20261128202755_player_ids';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "users" add "profile_player_id" varchar(10) null, add "profile_birth_date" date null;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_profile_player_id_unique" unique ("profile_player_id");`,
    );

    this.addSql(`alter table "family_members" add "birth_date" date null, add "player_id" varchar(10) null;`);
    this.addSql(
      `alter table "family_members" add constraint "family_members_player_id_unique" unique ("player_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "family_members" drop constraint "family_members_player_id_unique";`);
    this.addSql(`alter table "family_members" drop column "birth_date", drop column "player_id";`);

    this.addSql(`alter table "users" drop constraint "users_profile_player_id_unique";`);
    this.addSql(`alter table "users" drop column "profile_player_id", drop column "profile_birth_date";`);
  }
}
