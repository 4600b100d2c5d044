import type { TradeListingDto, TradeOfferDto, TraderDto } from '../../../api/generated/types.gen';
import type { SeenRequest } from '../../../test/api-mock';

export const ASH: TraderDto = { id: 2, firstName: 'Ash', lastName: 'Ketchum' };
export const BROCK: TraderDto = { id: 5, firstName: 'Brock', lastName: 'Harrison' };

export function makeListing(id: number, overrides: Partial<TradeListingDto> = {}): TradeListingDto {
  return {
    id,
    cardTitle: `Card ${id}`,
    cardDeclaredCondition: 'NEAR_MINT',
    cardKnownCondition: null,
    gradedBy: null,
    cardLanguage: 'ENGLISH',
    isOpenToTrade: true,
    desiredValueType: 'CARD',
    desiredValue: null,
    desiredCard: null,
    visibility: 'PUBLIC',
    status: 'ACTIVE',
    photo: null,
    userId: ASH.id,
    user: ASH,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeOffer(
  id: number,
  tradeId: number,
  overrides: Partial<TradeOfferDto> = {},
): TradeOfferDto {
  return {
    id,
    tradeId,
    offerType: 'CARD_TRADE',
    cardTradeOffered: 'Ditto',
    cardDeclaredCondition: 'GOOD',
    cardKnownCondition: null,
    gradedBy: null,
    cardLanguage: 'ENGLISH',
    wantsMonetaryValue: false,
    monetaryAmount: null,
    priceOffered: null,
    message: null,
    status: 'PENDING',
    offererId: BROCK.id,
    offerer: BROCK,
    createdAt: '2026-01-02T00:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}

/** One page of a trade list as the server answers it: the rows asked for by `range`, the total in Content-Range. */
export function pageOf(all: readonly TradeListingDto[]) {
  return (request: SeenRequest) => {
    const [first, last] = JSON.parse(request.query.get('range') ?? '[0,23]') as [number, number];
    const rows = all.slice(first, last + 1);
    return new Response(JSON.stringify(rows), {
      status: 200,
      headers: {
        'Content-Type': 'application/json',
        'Content-Range': `listings ${first}-${first + Math.max(rows.length, 1) - 1}/${all.length}`,
      },
    });
  };
}
