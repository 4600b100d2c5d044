/**
 * The states of a listing and its offers (spec 1 §3): a listing is ACTIVE until its lister accepts an offer
 * (TRADED) or takes it down (WITHDRAWN); an offer is PENDING until it is accepted, declined or withdrawn. Each
 * function answers the next states, or why the step is refused: `forbidden` when the caller may not take it,
 * `conflict` when the listing or offer has moved on.
 */
import { OfferStatus, TradeListingStatus } from './trade-terms.js';

export type TradeRefusal = { refusal: string; kind: 'forbidden' | 'conflict' };

/** Who takes a step, as the listing sees them. */
export type TradeActor = 'LISTER' | 'OFFERER' | 'ADMIN' | 'OTHER';

export const NOT_YOUR_LISTING = 'This is not your listing.';
export const NOT_YOUR_OFFER = 'This is not your offer.';
export const LISTING_NOT_ACTIVE = 'This listing is no longer active.';
export const ALREADY_TRADED = 'This card has already been traded.';
export const OFFER_NOT_PENDING = 'This offer is no longer pending.';
export const ONLY_ACTIVE_CHANGES = 'Only an active listing can be changed.';
export const OWN_LISTING_OFFER = 'You cannot make an offer on your own listing.';
export const CARD_NOT_AVAILABLE = 'This card is no longer available.';
export const ALREADY_OFFERED = 'You already have a pending offer for this card.';

const forbidden = (refusal: string): TradeRefusal => ({ refusal, kind: 'forbidden' });
const conflict = (refusal: string): TradeRefusal => ({ refusal, kind: 'conflict' });

/** The lister edits the listing's details; it stays as it is. */
export function changeListing(
  listing: TradeListingStatus,
  actor: TradeActor,
): TradeRefusal | { listing: TradeListingStatus } {
  if (actor !== 'LISTER') return forbidden(NOT_YOUR_LISTING);
  if (listing !== TradeListingStatus.ACTIVE) return conflict(ONLY_ACTIVE_CHANGES);
  return { listing };
}

/** The lister (or an admin moderating) takes the listing down: its pending offers are declined. */
export function withdrawListing(
  listing: TradeListingStatus,
  actor: TradeActor,
): TradeRefusal | { listing: TradeListingStatus; pendingOffers: OfferStatus } {
  if (actor !== 'LISTER' && actor !== 'ADMIN') return forbidden(NOT_YOUR_LISTING);
  if (listing !== TradeListingStatus.ACTIVE) return conflict(LISTING_NOT_ACTIVE);
  return { listing: TradeListingStatus.WITHDRAWN, pendingOffers: OfferStatus.DECLINED };
}

/** A member offers on the listing; one pending offer each. */
export function newOffer(
  listing: TradeListingStatus,
  actor: TradeActor,
  hasPendingOffer: boolean,
): TradeRefusal | { offer: OfferStatus } {
  if (actor === 'LISTER') return forbidden(OWN_LISTING_OFFER);
  if (listing !== TradeListingStatus.ACTIVE) return conflict(CARD_NOT_AVAILABLE);
  if (hasPendingOffer) return conflict(ALREADY_OFFERED);
  return { offer: OfferStatus.PENDING };
}

/** What can happen to a pending offer: the lister accepts or declines it, its maker withdraws it. */
export type OfferAnswer = 'ACCEPT' | 'DECLINE' | 'WITHDRAW';

export interface OfferAnswered {
  listing: TradeListingStatus;
  offer: OfferStatus;
  /** What the listing's other pending offers become; null when they stay pending. */
  otherPendingOffers: OfferStatus | null;
}

/** Accepting trades the card and declines every other pending offer; declining or withdrawing closes this one. */
export function answerOffer(
  listing: TradeListingStatus,
  offer: OfferStatus,
  answer: OfferAnswer,
  actor: TradeActor,
): TradeRefusal | OfferAnswered {
  if (answer === 'WITHDRAW' ? actor !== 'OFFERER' : actor !== 'LISTER')
    return forbidden(answer === 'WITHDRAW' ? NOT_YOUR_OFFER : NOT_YOUR_LISTING);
  if (listing === TradeListingStatus.TRADED) return conflict(ALREADY_TRADED);
  if (listing !== TradeListingStatus.ACTIVE) return conflict(LISTING_NOT_ACTIVE);
  if (offer !== OfferStatus.PENDING) return conflict(OFFER_NOT_PENDING);
  if (answer === 'ACCEPT')
    return {
      listing: TradeListingStatus.TRADED,
      offer: OfferStatus.ACCEPTED,
      otherPendingOffers: OfferStatus.DECLINED,
    };
  return {
    listing,
    offer: answer === 'DECLINE' ? OfferStatus.DECLINED : OfferStatus.WITHDRAWN,
    otherPendingOffers: null,
  };
}
