import { BigIntType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One finished backup, written by `npm run db:backup` after its snapshot (so a backup holds the runs before it):
 * what the admin area shows as the last backup, on every replica.
 */
@Entity({ tableName: 'backup_runs' })
export class BackupRun {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startedAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  finishedAt!: Date;

  /** The archive's path on the machine that wrote it. */
  @Property({ type: 'string', length: 1000 })
  location!: string;

  @Property({ type: new BigIntType('number') })
  bytes!: number;

  @Property({ type: 'integer' })
  tables!: number;

  @Property({ type: new BigIntType('number') })
  rows!: number;

  @Property({ type: 'integer' })
  files!: number;
}
