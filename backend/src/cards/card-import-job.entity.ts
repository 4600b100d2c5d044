import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CardRepair } from './domain/card-repairs.js';

export type ImportStatus = 'running' | 'succeeded' | 'failed';

export interface ImportSummary {
  setsAdded: number;
  setsUpdated: number;
  cardsAdded: number;
  cardsUpdated: number;
  /** What the data got provably wrong and the import repaired (absent in summaries of older imports). */
  repairs?: CardRepair[];
  seconds: number;
}

/** One run of the card importer, kept in the database so any app replica can report its progress. */
@Entity({ tableName: 'card_import_jobs' })
export class CardImportJob {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ type: 'string', length: 2000 })
  source: string;

  @Property({ type: 'string', length: 20 })
  status: ImportStatus & Opt = 'running';

  /** What it is doing now: 'reading', 'writing', 'legality', 'done'. */
  @Property({ type: 'string', length: 20 })
  phase: string & Opt = 'reading';

  @Property({ type: 'integer' })
  done: number & Opt = 0;

  @Property({ type: 'integer' })
  total: number & Opt = 0;

  @Property({ type: 'json', nullable: true })
  summary: ImportSummary | null = null;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;

  constructor(id: string, source: string) {
    this.id = id;
    this.source = source;
  }
}
