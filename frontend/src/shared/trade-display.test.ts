import { describe, expect, it } from 'vitest';
import {
  cardsAvailableLabel,
  listingsQuery,
  NO_TRADE_FILTER,
  offerTermsLabel,
  wantedLabel,
} from './trade-display';

describe('trade display', () => {
  it('asks the server for the search, trimmed, and the chosen condition and language, leaving out "All"', () => {
    const query = (filter: Partial<typeof NO_TRADE_FILTER>) =>
      listingsQuery({ ...NO_TRADE_FILTER, ...filter });
    expect(query({})).toEqual({});
    expect(query({ search: '   ' })).toEqual({});
    expect(query({ search: '  char misty ' })).toEqual({ q: 'char misty' });
    expect(query({ condition: 'MINT', language: 'JAPANESE' })).toEqual({
      condition: 'MINT',
      language: 'JAPANESE',
    });
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
