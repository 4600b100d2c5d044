import {
  ALREADY_OFFERED,
  ALREADY_TRADED,
  answerOffer,
  CARD_NOT_AVAILABLE,
  changeListing,
  LISTING_NOT_ACTIVE,
  newOffer,
  NOT_YOUR_LISTING,
  NOT_YOUR_OFFER,
  OFFER_NOT_PENDING,
  ONLY_ACTIVE_CHANGES,
  OWN_LISTING_OFFER,
  type TradeActor,
  withdrawListing,
} from './trade-states.js';
import { OfferStatus, TradeListingStatus } from './trade-terms.js';

const { ACTIVE, TRADED, WITHDRAWN } = TradeListingStatus;
const { PENDING, ACCEPTED, DECLINED } = OfferStatus;
const forbidden = (refusal: string) => ({ refusal, kind: 'forbidden' });
const conflict = (refusal: string) => ({ refusal, kind: 'conflict' });
const CLOSED = [TRADED, WITHDRAWN];

describe('a listing', () => {
  it('may be changed by its lister while active, by nobody else, and not once closed', () => {
    expect(changeListing(ACTIVE, 'LISTER')).toEqual({ listing: ACTIVE });
    for (const actor of ['ADMIN', 'OFFERER', 'OTHER'] as TradeActor[])
      expect(changeListing(ACTIVE, actor)).toEqual(forbidden(NOT_YOUR_LISTING));
    for (const status of CLOSED)
      expect(changeListing(status, 'LISTER')).toEqual(conflict(ONLY_ACTIVE_CHANGES));
  });

  it('is withdrawn by its lister or an admin, declining its pending offers, once', () => {
    const withdrawn = { listing: WITHDRAWN, pendingOffers: DECLINED };
    expect(withdrawListing(ACTIVE, 'LISTER')).toEqual(withdrawn);
    expect(withdrawListing(ACTIVE, 'ADMIN')).toEqual(withdrawn);
    expect(withdrawListing(ACTIVE, 'OTHER')).toEqual(forbidden(NOT_YOUR_LISTING));
    for (const status of CLOSED)
      expect(withdrawListing(status, 'LISTER')).toEqual(conflict(LISTING_NOT_ACTIVE));
  });

  it('takes one pending offer from each member but its lister while active', () => {
    expect(newOffer(ACTIVE, 'OTHER', false)).toEqual({ offer: PENDING });
    expect(newOffer(ACTIVE, 'ADMIN', false)).toEqual({ offer: PENDING });
    expect(newOffer(ACTIVE, 'LISTER', false)).toEqual(forbidden(OWN_LISTING_OFFER));
    expect(newOffer(ACTIVE, 'OTHER', true)).toEqual(conflict(ALREADY_OFFERED));
    for (const status of CLOSED)
      expect(newOffer(status, 'OTHER', false)).toEqual(conflict(CARD_NOT_AVAILABLE));
  });
});

describe('a pending offer', () => {
  it('accepted by the lister trades the card and declines the other pending offers', () => {
    expect(answerOffer(ACTIVE, PENDING, 'ACCEPT', 'LISTER')).toEqual({
      listing: TRADED,
      offer: ACCEPTED,
      otherPendingOffers: DECLINED,
    });
  });

  it('declined by the lister, or withdrawn by its maker, closes alone', () => {
    expect(answerOffer(ACTIVE, PENDING, 'DECLINE', 'LISTER')).toEqual({
      listing: ACTIVE,
      offer: DECLINED,
      otherPendingOffers: null,
    });
    expect(answerOffer(ACTIVE, PENDING, 'WITHDRAW', 'OFFERER')).toEqual({
      listing: ACTIVE,
      offer: OfferStatus.WITHDRAWN,
      otherPendingOffers: null,
    });
  });

  it('is answered only by the lister, and withdrawn only by its maker (an admin is neither)', () => {
    for (const actor of ['OFFERER', 'ADMIN', 'OTHER'] as TradeActor[]) {
      expect(answerOffer(ACTIVE, PENDING, 'ACCEPT', actor)).toEqual(forbidden(NOT_YOUR_LISTING));
      expect(answerOffer(ACTIVE, PENDING, 'DECLINE', actor)).toEqual(forbidden(NOT_YOUR_LISTING));
    }
    for (const actor of ['LISTER', 'ADMIN', 'OTHER'] as TradeActor[])
      expect(answerOffer(ACTIVE, PENDING, 'WITHDRAW', actor)).toEqual(forbidden(NOT_YOUR_OFFER));
  });

  it('can no longer be answered once the card is traded or the listing withdrawn', () => {
    for (const answer of ['ACCEPT', 'DECLINE'] as const) {
      expect(answerOffer(TRADED, PENDING, answer, 'LISTER')).toEqual(conflict(ALREADY_TRADED));
      expect(answerOffer(WITHDRAWN, PENDING, answer, 'LISTER')).toEqual(conflict(LISTING_NOT_ACTIVE));
    }
    expect(answerOffer(TRADED, PENDING, 'WITHDRAW', 'OFFERER')).toEqual(conflict(ALREADY_TRADED));
    expect(answerOffer(WITHDRAWN, PENDING, 'WITHDRAW', 'OFFERER')).toEqual(conflict(LISTING_NOT_ACTIVE));
  });

  it('is answered once: an accepted, declined or withdrawn offer is no longer pending', () => {
    for (const status of [ACCEPTED, DECLINED, OfferStatus.WITHDRAWN]) {
      expect(answerOffer(ACTIVE, status, 'ACCEPT', 'LISTER')).toEqual(conflict(OFFER_NOT_PENDING));
      expect(answerOffer(ACTIVE, status, 'DECLINE', 'LISTER')).toEqual(conflict(OFFER_NOT_PENDING));
      expect(answerOffer(ACTIVE, status, 'WITHDRAW', 'OFFERER')).toEqual(conflict(OFFER_NOT_PENDING));
    }
  });
});
