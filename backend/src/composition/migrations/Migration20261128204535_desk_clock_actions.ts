import { Migration } from '@mikro-orm/migrations';

/** The round clock's actions join the desk's queue (issue 35 §5). */
export class Migration20261128204535_desk_clock_actions extends Migration {
  override name = 'Migration20261128204535_desk_clock_actions';

  override up(): void | Promise<void> {
    this.addSql(
      `alter type "tournament_desk_action_kind" add value if not exists 'START_CLOCK' after 'PAIR_ROUND';`,
    );
    this.addSql(
      `alter type "tournament_desk_action_kind" add value if not exists 'PAUSE_CLOCK' after 'START_CLOCK';`,
    );
    this.addSql(
      `alter type "tournament_desk_action_kind" add value if not exists 'RESUME_CLOCK' after 'PAUSE_CLOCK';`,
    );
    this.addSql(
      `alter type "tournament_desk_action_kind" add value if not exists 'EXTEND_ROUND' after 'RESUME_CLOCK';`,
    );
    this.addSql(
      `alter type "tournament_desk_action_kind" add value if not exists 'TABLE_TIME' after 'EXTEND_ROUND';`,
    );
  }

  override down(): void | Promise<void> {
    // PostgreSQL cannot take a value out of an enum: the type is made again without them.
    this.addSql(
      `delete from "tournament_desk_actions" where "kind" in ('START_CLOCK', 'PAUSE_CLOCK', 'RESUME_CLOCK', 'EXTEND_ROUND', 'TABLE_TIME');`,
    );
    this.addSql(`alter type "tournament_desk_action_kind" rename to "tournament_desk_action_kind_old";`);
    this.addSql(
      `create type "tournament_desk_action_kind" as enum ('RESULT', 'CHECK_IN', 'DROP', 'PAIR_ROUND');`,
    );
    this.addSql(
      `alter table "tournament_desk_actions" alter column "kind" type "tournament_desk_action_kind" using "kind"::text::"tournament_desk_action_kind";`,
    );
    this.addSql(`drop type "tournament_desk_action_kind_old";`);
  }
}
