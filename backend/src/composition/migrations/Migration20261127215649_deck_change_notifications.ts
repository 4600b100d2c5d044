import { Migration } from '@mikro-orm/migrations';

export class Migration20261127215649_deck_change_notifications extends Migration {
  override name = 'Migration20261127215649_deck_change_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "decks_decks_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('decks_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "decks_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "decks" for each STATEMENT execute function "decks_decks_notify_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "deck_cards_deck_cards_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('decks_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "deck_cards_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "deck_cards" for each STATEMENT execute function "deck_cards_deck_cards_notify_changed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "deck_cards_notify_changed" on "deck_cards";`);
    this.addSql(`drop function if exists "deck_cards_deck_cards_notify_changed_fn"();`);

    this.addSql(`drop trigger if exists "decks_notify_changed" on "decks";`);
    this.addSql(`drop function if exists "decks_decks_notify_changed_fn"();`);
  }
}
