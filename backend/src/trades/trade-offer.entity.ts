import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { CardCondition, CardLanguage, OfferStatus, OfferType } from './domain/trade-terms.js';
import { TradeListing } from './trade-listing.entity.js';

/** A member's offer for another member's listing (spec 1 §3): a card (perhaps with money on top) or money. */
@Entity({ tableName: 'trade_offers' })
@Check({
  name: 'trade_offers_amounts_not_negative',
  expression: 'monetary_amount_pence >= 0 and price_offered_pence >= 0',
})
export class TradeOffer {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index()
  @ManyToOne({ entity: () => TradeListing, deleteRule: 'cascade' })
  listing: Rel<TradeListing>;

  @Index()
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  offerer: Rel<User>;

  @Enum({ items: () => OfferType, nativeEnumName: 'offer_type' })
  offerType: OfferType & Opt = OfferType.CARD_TRADE;

  @Property({ type: 'string', length: 200, nullable: true })
  cardTradeOffered: string | null = null;

  @Enum({ items: () => CardCondition, nativeEnumName: 'card_condition', nullable: true })
  cardDeclaredCondition: CardCondition | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  cardKnownCondition: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  gradedBy: string | null = null;

  @Enum({ items: () => CardLanguage, nativeEnumName: 'card_language', nullable: true })
  cardLanguage: CardLanguage | null = null;

  /** A card trade where the offerer also wants money on top. */
  @Property({ type: 'boolean' })
  wantsMonetaryValue: boolean & Opt = false;

  @Property({ type: 'integer', nullable: true })
  monetaryAmountPence: number | null = null;

  @Property({ type: 'integer', nullable: true })
  priceOfferedPence: number | null = null;

  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  @Enum({ items: () => OfferStatus, nativeEnumName: 'offer_status' })
  status: OfferStatus & Opt = OfferStatus.PENDING;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  /** When it stopped being pending (accepted, declined or withdrawn). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  respondedAt: Date | null = null;

  constructor(listing: Rel<TradeListing>, offerer: Rel<User>) {
    this.listing = listing;
    this.offerer = offerer;
  }
}
