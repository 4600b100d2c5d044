/** A card's condition as its owner declares it (spec 1 §3), best first. */
export enum CardCondition {
  MINT = 'MINT',
  NEAR_MINT = 'NEAR_MINT',
  GOOD = 'GOOD',
  OKAY = 'OKAY',
  POOR = 'POOR',
  VERY_POOR = 'VERY_POOR',
}

/** The labels the pages and mails show for each condition (spec 1 §3). */
export const CONDITION_LABELS: Record<CardCondition, string> = {
  MINT: 'Mint',
  NEAR_MINT: 'Near Mint',
  GOOD: 'Good',
  OKAY: 'Okay',
  POOR: 'Poor',
  VERY_POOR: 'Very Poor',
};

export enum CardLanguage {
  ENGLISH = 'ENGLISH',
  JAPANESE = 'JAPANESE',
  OTHER = 'OTHER',
}

/** What the lister wants in return: a price, or a card. */
export enum DesiredValueType {
  PRICE = 'PRICE',
  CARD = 'CARD',
}

/** Who sees a listing: everyone on /singles-for-trade, or members only. */
export enum TradeVisibility {
  PUBLIC = 'PUBLIC',
  MEMBERS_ONLY = 'MEMBERS_ONLY',
}

/** A listing is ACTIVE until its lister accepts an offer (TRADED) or takes it down (WITHDRAWN). */
export enum TradeListingStatus {
  ACTIVE = 'ACTIVE',
  TRADED = 'TRADED',
  WITHDRAWN = 'WITHDRAWN',
}

/** A card in exchange (possibly with money on top), or money alone. */
export enum OfferType {
  CARD_TRADE = 'CARD_TRADE',
  CASH = 'CASH',
}

/**
 * An offer is PENDING until the lister accepts or declines it, or its maker withdraws it. Accepting one declines
 * the others on the same listing; withdrawing a listing declines its pending offers.
 */
export enum OfferStatus {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
  WITHDRAWN = 'WITHDRAWN',
}

/** Amounts in pence as the mails write them: '£12.50'. */
export function formatPence(pence: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
}
