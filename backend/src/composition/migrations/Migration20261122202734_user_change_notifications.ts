import { Migration } from '@mikro-orm/migrations';

export class Migration20261122202734_user_change_notifications extends Migration {
  override name = 'Migration20261122202734_user_change_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "users_users_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('user_changed', old.id::text); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "users_notify_changed" AFTER UPDATE OR DELETE on "users" for each ROW execute function "users_users_notify_changed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "users_notify_changed" on "users";`);
    this.addSql(`drop function if exists "users_users_notify_changed_fn"();`);
  }
}
