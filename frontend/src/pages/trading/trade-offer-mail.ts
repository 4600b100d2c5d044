import type { TradeListingDto } from '../../api/generated/types.gen';
import { CLUB } from '../../shared/club';
import { mailtoHref } from '../../shared/mailto';
import { CONDITION_LABELS } from '../../shared/trade-display';

/** Make Offer on a public listing (spec 1 §7): an e-mail to the seller, subject 'Offer for {card}'. */
export function tradeOfferHref(listing: TradeListingDto): string {
  const body = [
    `Hello ${listing.user.firstName},`,
    '',
    `I saw your ${listing.cardTitle} (${CONDITION_LABELS[listing.cardDeclaredCondition]}) on the ${CLUB.name} website and would like to make an offer:`,
    '',
    '',
    'Thank you,',
  ].join('\n');
  return mailtoHref(listing.user.email, `Offer for ${listing.cardTitle}`, body);
}
