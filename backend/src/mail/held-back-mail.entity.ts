import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * How many mails of one kind a limit held back in one hour: counted in PostgreSQL so every replica adds to the
 * same figure, which the admin dashboard shows. One row per kind and hour; rows older than 30 days are pruned.
 */
@Entity({ tableName: 'held_back_mail' })
export class HeldBackMail {
  @PrimaryKey({ type: 'string', length: 30 })
  kind: string;

  @PrimaryKey({ type: 'datetime', columnType: 'timestamptz' })
  hour: Date;

  @Property({ type: 'integer' })
  count: number;

  constructor(kind: string, hour: Date, count: number) {
    this.kind = kind;
    this.hour = hour;
    this.count = count;
  }
}
