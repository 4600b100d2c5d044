import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A rate-limit counter kept in PostgreSQL, so every app replica shares it. */
@Entity({ tableName: 'throttle_buckets' })
export class ThrottleBucket {
  @PrimaryKey({ type: 'string', length: 300 })
  key: string;

  @Property({ type: 'integer' })
  hits: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  constructor(key: string, hits: number, expiresAt: Date) {
    this.key = key;
    this.hits = hits;
    this.expiresAt = expiresAt;
  }
}
