import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs, type SeenRequest } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { PublicTradesPage } from './PublicTradesPage';
import { makeListing } from './test/trade-fixtures';

const LISTINGS = [
  makeListing(1, { cardTitle: 'Charizard ex', cardDeclaredCondition: 'MINT', cardLanguage: 'JAPANESE' }),
  makeListing(2, { cardTitle: 'Pikachu V', desiredValueType: 'PRICE', desiredValue: 12.5 }),
];

/** One page of the public list as the server answers it: the rows asked for by `range`, the total in Content-Range. */
function pageOf(all: readonly ReturnType<typeof makeListing>[]) {
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

describe('PublicTradesPage', () => {
  it("asks for one page, counts every listing, and appends the next page on 'Load More Cards' until none is left", async () => {
    const all = Array.from({ length: 30 }, (_, i) => makeListing(i + 1, { cardTitle: `Card ${i + 1}` }));
    const { requests } = mockApi({ authRefresh: refreshAs(null), tradesPublicList: pageOf(all) });
    renderAt('/singles-for-trade', <PublicTradesPage />);
    await screen.findByRole('article', { name: 'Card 24' });
    expect(screen.queryByRole('article', { name: 'Card 25' })).not.toBeInTheDocument();
    expect(screen.getByText('30 cards available')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More Cards' }));
    expect(await screen.findByRole('article', { name: 'Card 30' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Card 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Cards' })).not.toBeInTheDocument();
    const ranges = requests
      .filter((r) => r.operation === 'tradesPublicList')
      .map((r) => r.query.get('range'));
    expect(ranges).toEqual(['[0,23]', '[24,47]']);
  });

  it('searches and filters by condition and language, with the count of cards available', async () => {
    mockApi({ authRefresh: refreshAs(null), tradesPublicList: json(200, LISTINGS) });
    renderAt('/singles-for-trade', <PublicTradesPage />);
    await screen.findByRole('article', { name: 'Charizard ex' });
    expect(screen.getByText('2 cards available')).toBeInTheDocument();
    expect(screen.getByText('Asking £12.50')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search cards' }), 'pika');
    expect(screen.getByText('1 card available')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Charizard ex' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search cards' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Japanese');
    expect(screen.getByRole('article', { name: 'Charizard ex' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pikachu V' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'Poor');
    expect(screen.getByRole('heading', { name: 'No cards found' })).toBeInTheDocument();
    expect(screen.getByText('0 cards available')).toBeInTheDocument();
  });

  it("Make Offer writes to the seller with the subject 'Offer for {card}'", async () => {
    mockApi({ authRefresh: refreshAs(null), tradesPublicList: json(200, LISTINGS) });
    renderAt('/singles-for-trade', <PublicTradesPage />);
    const link = await screen.findByRole('link', { name: 'Make Offer for Pikachu V' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.pathname).toBe('ash@example.org');
    expect(href.searchParams.get('subject')).toBe('Offer for Pikachu V');
  });

  it("shows 'Error loading trades' and 'Failed to fetch public trades', then loads again on 'Try Again'", async () => {
    mockApi({ authRefresh: refreshAs(null), tradesPublicList: [apiError(500, 'boom'), json(200, LISTINGS)] });
    renderAt('/singles-for-trade', <PublicTradesPage />);
    expect(await screen.findByText('Error loading trades')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch public trades')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Pikachu V' })).toBeInTheDocument();
  });
});
