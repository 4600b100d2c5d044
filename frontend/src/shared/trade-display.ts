import type {
  CardCondition,
  CardLanguage,
  OfferStatus,
  TradeListingDto,
  TradeListingStatus,
  TradeOfferDto,
} from '../api/generated/types.gen';
import { formatGbp } from './money';

/** How a card for trade reads (spec 1 §3): condition and language labels, and what the lister wants. */

export const CONDITIONS = [
  'MINT',
  'NEAR_MINT',
  'GOOD',
  'OKAY',
  'POOR',
  'VERY_POOR',
] as const satisfies readonly CardCondition[];
export const CONDITION_LABELS: Record<CardCondition, string> = {
  MINT: 'Mint',
  NEAR_MINT: 'Near Mint',
  GOOD: 'Good',
  OKAY: 'Okay',
  POOR: 'Poor',
  VERY_POOR: 'Very Poor',
};

export const LANGUAGES = ['ENGLISH', 'JAPANESE', 'OTHER'] as const satisfies readonly CardLanguage[];
export const LANGUAGE_LABELS: Record<CardLanguage, string> = {
  ENGLISH: 'English',
  JAPANESE: 'Japanese',
  OTHER: 'Other',
};

type Wanted = Pick<TradeListingDto, 'desiredValueType' | 'desiredValue' | 'desiredCard'>;

/** 'Asking £12.50', 'Wants Pikachu ex', or nothing when the lister named neither. */
export function wantedLabel(listing: Wanted): string | null {
  if (listing.desiredValueType === 'PRICE') {
    return listing.desiredValue === null ? null : `Asking ${formatGbp(listing.desiredValue)}`;
  }
  return listing.desiredCard ? `Wants ${listing.desiredCard}` : null;
}

export interface TradeFilter {
  search: string;
  condition: CardCondition | 'ALL';
  language: CardLanguage | 'ALL';
}

export const NO_TRADE_FILTER: TradeFilter = { search: '', condition: 'ALL', language: 'ALL' };

/** The filter as the trade lists' query (blank search and "All" are left out): the server searches and counts. */
export function listingsQuery(filter: TradeFilter): {
  q?: string;
  condition?: CardCondition;
  language?: CardLanguage;
} {
  const q = filter.search.trim();
  return {
    ...(q ? { q } : {}),
    ...(filter.condition === 'ALL' ? {} : { condition: filter.condition }),
    ...(filter.language === 'ALL' ? {} : { language: filter.language }),
  };
}

/** '1 card available', '12 cards available'. */
export function cardsAvailableLabel(count: number): string {
  return count === 1 ? '1 card available' : `${count} cards available`;
}

export const LISTING_STATUS_LABELS: Record<TradeListingStatus, string> = {
  ACTIVE: 'Active',
  TRADED: 'Traded',
  WITHDRAWN: 'Withdrawn',
};

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};

type OfferTerms = Pick<
  TradeOfferDto,
  | 'offerType'
  | 'cardTradeOffered'
  | 'cardDeclaredCondition'
  | 'wantsMonetaryValue'
  | 'monetaryAmount'
  | 'priceOffered'
>;

/** What is offered: '£20.00', or 'Ditto (Good)' with ' + £5.00' when money is wanted on top. */
export function offerTermsLabel(offer: OfferTerms): string {
  if (offer.offerType === 'CASH') return formatGbp(offer.priceOffered ?? 0);
  const condition = offer.cardDeclaredCondition ? ` (${CONDITION_LABELS[offer.cardDeclaredCondition]})` : '';
  const onTop =
    offer.wantsMonetaryValue && offer.monetaryAmount !== null ? ` + ${formatGbp(offer.monetaryAmount)}` : '';
  return `${offer.cardTradeOffered ?? ''}${condition}${onTop}`;
}
