import { Migration } from '@mikro-orm/migrations';

export class Migration20261125001658_community extends Migration {
  override name = 'Migration20261125001658_community';

  override up(): void | Promise<void> {
    this.addSql(
      `create type "content_section_name" as enum ('upcoming_events', 'our_journey', 'meet_team', 'session_times');`,
    );
    this.addSql(
      `create type "event_type" as enum ('TOURNAMENT', 'TRADING_SESSION', 'COMMUNITY_NIGHT', 'TRAINING_SESSION', 'SPECIAL_EVENT');`,
    );
    this.addSql(
      `create type "achievement_type" as enum ('TOURNAMENT_WIN', 'CASUAL_WIN', 'COMPETITION_WIN');`,
    );
    this.addSql(
      `create table "contact_messages" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(254) not null, "subject" varchar(200) not null, "message" text not null, "created_at" timestamptz not null, "handled" boolean not null, "handled_at" timestamptz null);`,
    );
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);

    this.addSql(
      `create table "content_sections" ("id" serial primary key, "name" "content_section_name" not null);`,
    );
    this.addSql(
      `alter table "content_sections" add constraint "content_sections_name_unique" unique ("name");`,
    );
    // The pages' four sections always exist; admins fill them.
    this.addSql(
      `insert into "content_sections" ("name") values ('upcoming_events'), ('our_journey'), ('meet_team'), ('session_times');`,
    );

    this.addSql(
      `create table "content_items" ("id" serial primary key, "section_id" int not null, "title" varchar(200) not null, "description" text null, "image_url" varchar(2000) null, "date" date null, "time" varchar(50) null, "participants" varchar(200) null, "role" varchar(100) null, "order" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "content_items_section_id_order_index" on "content_items" ("section_id", "order");`,
    );

    this.addSql(
      `create table "events" ("id" serial primary key, "title" varchar(200) not null, "description" text null, "date" timestamptz not null, "time" varchar(50) null, "location" varchar(200) null, "type" "event_type" not null default 'TOURNAMENT', "max_attendees" int null, "is_active" boolean not null default true, "image" varchar(2000) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "events_date_index" on "events" ("date");`);

    this.addSql(
      `create table "family_members" ("id" serial primary key, "owner_id" int not null, "name" varchar(100) not null, "age" int not null, "birth_year" int null, "avatar" int not null default 25, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "family_members_owner_id_index" on "family_members" ("owner_id");`);

    this.addSql(
      `create table "event_registrations" ("id" serial primary key, "event_id" int not null, "user_id" int null, "family_member_id" int null, "registered_at" timestamptz not null);`,
    );
    this.addSql(`create index "event_registrations_user_id_index" on "event_registrations" ("user_id");`);
    this.addSql(
      `create index "event_registrations_family_member_id_index" on "event_registrations" ("family_member_id");`,
    );
    this.addSql(
      `create index "event_registrations_registered_at_index" on "event_registrations" ("registered_at");`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_event_id_family_member_id_unique" unique ("event_id", "family_member_id");`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_event_id_user_id_unique" unique ("event_id", "user_id");`,
    );

    this.addSql(
      `create table "achievements" ("id" serial primary key, "type" "achievement_type" not null default 'TOURNAMENT_WIN', "title" varchar(200) not null, "description" text null, "date" date not null, "place" int null, "competition_name" varchar(200) null, "competition_type" varchar(100) null, "user_id" int null, "family_member_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "achievements_user_id_index" on "achievements" ("user_id");`);
    this.addSql(`create index "achievements_family_member_id_index" on "achievements" ("family_member_id");`);

    this.addSql(
      `create or replace function "content_sections_content_sections_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('content_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "content_sections_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "content_sections" for each ROW execute function "content_sections_content_sections_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "content_items" add constraint "content_items_section_id_foreign" foreign key ("section_id") references "content_sections" ("id") on delete cascade;`,
    );
    this.addSql(
      `create or replace function "content_items_content_items_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('content_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "content_items_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "content_items" for each ROW execute function "content_items_content_items_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "events" add constraint "events_max_attendees_positive" check (max_attendees is null or max_attendees >= 1);`,
    );
    this.addSql(
      `create or replace function "events_events_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('events_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "events_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "events" for each ROW execute function "events_events_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "family_members" add constraint "family_members_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "family_members" add constraint "family_members_age_range" check (age >= 0 and age <= 120);`,
    );
    this.addSql(
      `create or replace function "family_members_family_members_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('family_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "family_members_notify_changed" AFTER UPDATE OR DELETE on "family_members" for each ROW execute function "family_members_family_members_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_event_id_foreign" foreign key ("event_id") references "events" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_family_member_id_foreign" foreign key ("family_member_id") references "family_members" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "event_registrations" add constraint "event_registrations_one_person" check ((user_id is null) <> (family_member_id is null));`,
    );
    this.addSql(
      `create or replace function "event_registrations_event_registrations_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('events_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "event_registrations_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "event_registrations" for each ROW execute function "event_registrations_event_registrations_notify_changed_fn"();`,
    );

    this.addSql(
      `alter table "achievements" add constraint "achievements_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "achievements" add constraint "achievements_family_member_id_foreign" foreign key ("family_member_id") references "family_members" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "achievements" add constraint "achievements_place_range" check (place is null or (place >= 1 and place <= 3));`,
    );
    this.addSql(
      `alter table "achievements" add constraint "achievements_one_person" check ((user_id is null) <> (family_member_id is null));`,
    );
    this.addSql(
      `create or replace function "achievements_achievements_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('achievements_changed', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "achievements_notify_changed" AFTER INSERT OR UPDATE OR DELETE on "achievements" for each ROW execute function "achievements_achievements_notify_changed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content_items" drop constraint "content_items_section_id_foreign";`);
    this.addSql(`alter table "event_registrations" drop constraint "event_registrations_event_id_foreign";`);
    this.addSql(
      `alter table "event_registrations" drop constraint "event_registrations_family_member_id_foreign";`,
    );
    this.addSql(`alter table "achievements" drop constraint "achievements_family_member_id_foreign";`);

    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop trigger if exists "content_sections_notify_changed" on "content_sections";`);
    this.addSql(`drop function if exists "content_sections_content_sections_notify_changed_fn"();`);
    this.addSql(`drop table if exists "content_sections" cascade;`);
    this.addSql(`drop trigger if exists "content_items_notify_changed" on "content_items";`);
    this.addSql(`drop function if exists "content_items_content_items_notify_changed_fn"();`);
    this.addSql(`drop table if exists "content_items" cascade;`);
    this.addSql(`drop trigger if exists "events_notify_changed" on "events";`);
    this.addSql(`drop function if exists "events_events_notify_changed_fn"();`);
    this.addSql(`drop table if exists "events" cascade;`);
    this.addSql(`drop trigger if exists "family_members_notify_changed" on "family_members";`);
    this.addSql(`drop function if exists "family_members_family_members_notify_changed_fn"();`);
    this.addSql(`drop table if exists "family_members" cascade;`);
    this.addSql(`drop trigger if exists "event_registrations_notify_changed" on "event_registrations";`);
    this.addSql(`drop function if exists "event_registrations_event_registrations_notify_changed_fn"();`);
    this.addSql(`drop table if exists "event_registrations" cascade;`);
    this.addSql(`drop trigger if exists "achievements_notify_changed" on "achievements";`);
    this.addSql(`drop function if exists "achievements_achievements_notify_changed_fn"();`);
    this.addSql(`drop table if exists "achievements" cascade;`);

    this.addSql(`drop type "content_section_name";`);
    this.addSql(`drop type "event_type";`);
    this.addSql(`drop type "achievement_type";`);
  }
}
