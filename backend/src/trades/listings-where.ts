import type { FilterQuery } from '@mikro-orm/core';
import { containing } from '../common/simple-rest.js';
import {
  type CardCondition,
  type CardLanguage,
  TradeListingStatus,
  type TradeVisibility,
} from './domain/trade-terms.js';
import type { TradeListing } from './trade-listing.entity.js';

/** What the trade pages' search box and selects ask for; an empty filter is the whole list. */
export interface ListingsFilter {
  q?: string;
  condition?: CardCondition;
  language?: CardLanguage;
}

/** The search's words as ILIKE patterns, each to be found somewhere: blank text is no search. */
function searchPatterns(q: string | undefined): string[] {
  // q is at most LISTINGS_SEARCH_MAX characters (the query's DTO), so splitting it is cheap.
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean);
  return [...new Set(words)].map(containing);
}

/**
 * Active listings (only public ones for visitors) that match the filter: every word of the search is in the
 * card's title, the card wanted, or the seller's first or last name, case aside, as the trade pages searched.
 */
export function activeListingsWhere(
  filter: ListingsFilter,
  visibility?: TradeVisibility,
): FilterQuery<TradeListing> {
  const where: FilterQuery<TradeListing>[] = [{ status: TradeListingStatus.ACTIVE }];
  if (visibility) where.push({ visibility });
  if (filter.condition) where.push({ cardDeclaredCondition: filter.condition });
  if (filter.language) where.push({ cardLanguage: filter.language });
  for (const like of searchPatterns(filter.q)) {
    where.push({
      $or: [
        { cardTitle: { $ilike: like } },
        { desiredCard: { $ilike: like } },
        { owner: { profile: { firstName: { $ilike: like } } } },
        { owner: { profile: { lastName: { $ilike: like } } } },
      ],
    });
  }
  return { $and: where };
}
