import { type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';

/** Announced by every change to releases (from any server, the command line or SQL). */
export const RELEASES_CHANGED = 'releases_changed';

/** The kinds of product a release can be (spec 1 §3). */
export enum ReleaseType {
  BOOSTER_SET = 'BOOSTER_SET',
  SPECIAL_SET = 'SPECIAL_SET',
  PROMO_CARDS = 'PROMO_CARDS',
  ACCESSORIES = 'ACCESSORIES',
  COLLECTOR_ITEMS = 'COLLECTOR_ITEMS',
  ELITE_TRAINER_BOX = 'ELITE_TRAINER_BOX',
  PREMIUM_COLLECTION = 'PREMIUM_COLLECTION',
}

/** An upcoming card release: a set, promo or product, on a day (UK). */
@Entity({ tableName: 'releases' })
@Trigger({
  name: 'releases_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${RELEASES_CHANGED}', ''); return null`,
})
export class Release {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  packName: string;

  @Enum({ items: () => ReleaseType, nativeEnumName: 'release_type' })
  releaseType: ReleaseType & Opt = ReleaseType.BOOSTER_SET;

  /** The day it comes out in the UK. */
  @Index()
  @Property({ type: 'date' })
  releaseDate: string;

  /** A picture's address (http or https), as the admin enters it. */
  @Property({ type: 'string', length: 2000, nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(packName: string, releaseDate: string) {
    this.packName = packName;
    this.releaseDate = releaseDate;
  }
}
