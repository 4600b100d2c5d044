import { Collection, type Opt, type Rel } from '@mikro-orm/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryKey,
  Property,
  Trigger,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { releaseImageTrigger, StoredImage } from '../images/stored-image.entity.js';
import { User } from '../users/user.entity.js';
import {
  CardCondition,
  CardLanguage,
  DesiredValueType,
  TradeListingStatus,
  TradeVisibility,
} from './domain/trade-terms.js';
import { TradeOffer } from './trade-offer.entity.js';

/** Announced by every change to trade listings (the public list hears it; offers are not public). */
export const TRADES_CHANGED = 'trades_changed';

/** A card a member offers for trade or sale (spec 1 §3), with an optional photo. */
@Entity({ tableName: 'trade_listings' })
@Check({ name: 'trade_listings_desired_value_not_negative', expression: 'desired_value_pence >= 0' })
@Trigger({
  name: 'trade_listings_notify_changed',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${TRADES_CHANGED}', ''); return null`,
})
// A photo no listing shows any more is deleted a day later (an account's deletion cascades here too).
@Trigger({
  name: 'trade_listings_release_photo',
  timing: 'after',
  events: ['update', 'delete'],
  forEach: 'row',
  body: releaseImageTrigger('photo_id'),
})
export class TradeListing {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  owner: Rel<User>;

  @Property({ type: 'string', length: 200 })
  cardTitle: string;

  @Enum({ items: () => CardCondition, nativeEnumName: 'card_condition' })
  cardDeclaredCondition: CardCondition & Opt = CardCondition.NEAR_MINT;

  /** Free text, e.g. a grade ('PSA 9'). */
  @Property({ type: 'string', length: 100, nullable: true })
  cardKnownCondition: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  gradedBy: string | null = null;

  @Enum({ items: () => CardLanguage, nativeEnumName: 'card_language' })
  cardLanguage: CardLanguage & Opt = CardLanguage.ENGLISH;

  @Property({ type: 'boolean' })
  isOpenToTrade: boolean & Opt = true;

  @Enum({ items: () => DesiredValueType, nativeEnumName: 'desired_value_type' })
  desiredValueType: DesiredValueType & Opt = DesiredValueType.PRICE;

  /** The asking price in pence, when a price is wanted. */
  @Property({ type: 'integer', nullable: true })
  desiredValuePence: number | null = null;

  /** The card wanted in return. */
  @Property({ type: 'string', length: 200, nullable: true })
  desiredCard: string | null = null;

  @Enum({ items: () => TradeVisibility, nativeEnumName: 'trade_visibility' })
  visibility: TradeVisibility & Opt = TradeVisibility.MEMBERS_ONLY;

  @Index()
  @Enum({ items: () => TradeListingStatus, nativeEnumName: 'trade_listing_status' })
  status: TradeListingStatus & Opt = TradeListingStatus.ACTIVE;

  @Unique()
  @ManyToOne({ entity: () => StoredImage, deleteRule: 'set null', nullable: true })
  photo: Rel<StoredImage> | null = null;

  @OneToMany({ entity: () => TradeOffer, mappedBy: 'listing', orderBy: { createdAt: 'DESC', id: 'DESC' } })
  offers = new Collection<TradeOffer>(this);

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(owner: User, cardTitle: string) {
    this.owner = owner;
    this.cardTitle = cardTitle;
  }
}
