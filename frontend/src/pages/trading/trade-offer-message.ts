import type { TradeListingDto } from '../../api/generated/types.gen';
import { CLUB } from '../../shared/club';
import { CONDITION_LABELS } from '../../shared/trade-display';

/** Make Offer on a public listing (spec 1 §7): the message the form starts with, mailed to the seller. */
export function tradeOfferMessage(listing: TradeListingDto): string {
  return [
    `Hello ${listing.user.firstName},`,
    '',
    `I saw your ${listing.cardTitle} (${CONDITION_LABELS[listing.cardDeclaredCondition]}) on the ${CLUB.name} website and would like to make an offer:`,
    '',
    '',
    'Thank you,',
  ].join('\n');
}
