import { describe, expect, it } from 'vitest';
import type { TradeListingDto } from '../api/generated/types.gen';
import {
  cardsAvailableLabel,
  filterListings,
  NO_TRADE_FILTER,
  offerTermsLabel,
  wantedLabel,
} from './trade-display';

const listing = (id: number, overrides: Partial<TradeListingDto>): TradeListingDto => ({
  id,
  cardTitle: 'Pikachu',
  cardDeclaredCondition: 'NEAR_MINT',
  cardKnownCondition: null,
  gradedBy: null,
  cardLanguage: 'ENGLISH',
  isOpenToTrade: true,
  desiredValueType: 'PRICE',
  desiredValue: null,
  desiredCard: null,
  visibility: 'PUBLIC',
  status: 'ACTIVE',
  photo: null,
  userId: 2,
  user: { id: 2, firstName: 'Ash', lastName: 'Ketchum', email: 'ash@example.org' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const LISTINGS = [
  listing(1, { cardTitle: 'Charizard ex', cardDeclaredCondition: 'MINT', cardLanguage: 'JAPANESE' }),
  listing(2, { cardTitle: 'Pikachu V', desiredValueType: 'CARD', desiredCard: 'Mew' }),
  listing(3, {
    cardTitle: 'Charmander',
    user: { id: 3, firstName: 'Misty', lastName: 'W', email: 'm@x.org' },
  }),
];

describe('trade display', () => {
  it('filters by words of the title, wanted card or seller, and by condition and language', () => {
    const ids = (filter: Partial<typeof NO_TRADE_FILTER>) =>
      filterListings(LISTINGS, { ...NO_TRADE_FILTER, ...filter }).map((l) => l.id);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ search: '  CHAR ' })).toEqual([1, 3]);
    expect(ids({ search: 'char misty' })).toEqual([3]);
    expect(ids({ search: 'mew' })).toEqual([2]);
    expect(ids({ condition: 'MINT' })).toEqual([1]);
    expect(ids({ language: 'ENGLISH' })).toEqual([2, 3]);
    expect(ids({ search: 'char', language: 'ENGLISH' })).toEqual([3]);
  });

  it('says what the lister wants, and counts cards', () => {
    expect(wantedLabel({ desiredValueType: 'PRICE', desiredValue: 12.5, desiredCard: null })).toBe(
      'Asking £12.50',
    );
    expect(wantedLabel({ desiredValueType: 'CARD', desiredValue: null, desiredCard: 'Mew' })).toBe(
      'Wants Mew',
    );
    expect(wantedLabel({ desiredValueType: 'PRICE', desiredValue: null, desiredCard: null })).toBeNull();
    expect(cardsAvailableLabel(1)).toBe('1 card available');
    expect(cardsAvailableLabel(0)).toBe('0 cards available');
  });
});

describe('offerTermsLabel', () => {
  const card = {
    offerType: 'CARD_TRADE',
    cardTradeOffered: 'Ditto',
    cardDeclaredCondition: 'GOOD',
    wantsMonetaryValue: false,
    monetaryAmount: null,
    priceOffered: null,
  } as const;

  it('names the card offered with its condition, money on top, or the cash price', () => {
    expect(offerTermsLabel(card)).toBe('Ditto (Good)');
    expect(offerTermsLabel({ ...card, wantsMonetaryValue: true, monetaryAmount: 5 })).toBe(
      'Ditto (Good) + £5.00',
    );
    expect(offerTermsLabel({ ...card, offerType: 'CASH', cardTradeOffered: null, priceOffered: 20 })).toBe(
      '£20.00',
    );
  });
});
