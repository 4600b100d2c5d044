import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs, type SeenRequest } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { makeCard, makeSearchResult, manyCards } from '../../cards/test/fixtures';
import { makeDeck, makeDeckCard, makeSummary } from '../../decks/test/fixtures';
import { CardBrowserPage } from './CardBrowserPage';

const healthy = json(200, { status: 'ok', sets: 175, cards: 20360 });

/** The query strings of the card searches the page made, in order. */
const searchQueries = (requests: SeenRequest[]): URLSearchParams[] =>
  requests.filter((r) => r.operation === 'cardsSearch').map((r) => r.query);

function renderBrowser(api: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({ authRefresh: refreshAs('MEMBER'), cardsHealth: healthy, ...api });
  renderAt('/pokemon/browse', <CardBrowserPage />);
  return mock;
}

describe('CardBrowserPage', () => {
  it("shows 'Showing N of total cards' and appends the next page with Load More", async () => {
    const page1 = makeSearchResult(manyCards(50, 'Alpha'), { page: 1, total: 60, totalPages: 2 });
    const page2 = makeSearchResult(manyCards(10, 'Beta'), { page: 2, total: 60, totalPages: 2 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests } = renderBrowser({
      cardsSearch: [json(200, page1), async () => (await gate, json(200, page2))],
    });

    expect(await screen.findByText('Showing 50 of 60 cards')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alpha 1' })).toBeInTheDocument();
    expect(searchQueries(requests)[0].get('pageSize')).toBe('50');
    expect(searchQueries(requests)[0].get('page')).toBe('1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load More Cards' }));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Showing 60 of 60 cards')).toBeInTheDocument();
    // appended, not replaced
    expect(screen.getByRole('heading', { name: 'Alpha 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beta 10' })).toBeInTheDocument();
    expect(searchQueries(requests)[1].get('page')).toBe('2');
    // the last page is loaded: no more button
    expect(screen.queryByRole('button', { name: 'Load More Cards' })).not.toBeInTheDocument();
  });

  it('replaces the results with the first page of a new search, sending the filters', async () => {
    const { requests } = renderBrowser({
      cardsSearch: [
        json(200, makeSearchResult(manyCards(3, 'Old'))),
        json(200, makeSearchResult([makeCard({ id: 'sv6-99', name: 'Pikachu ex' })])),
      ],
    });
    await screen.findByText('Showing 3 of 3 cards');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search cards' }), 'pikachu');
    await user.click(screen.getByRole('combobox', { name: 'Element' }));
    await user.click(screen.getByRole('option', { name: 'Lightning' }));
    await user.click(screen.getByRole('combobox', { name: 'Format' }));
    await user.click(screen.getByRole('option', { name: 'Standard Legal' }));
    await user.type(screen.getByRole('textbox', { name: 'Set' }), 'sv6');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Showing 1 of 1 cards')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Old 1' })).not.toBeInTheDocument();
    const query = searchQueries(requests)[1];
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      pageSize: '50',
      q: 'pikachu',
      type: 'Lightning',
      legal: 'standard',
      set: 'sv6',
    });
  });

  it("says 'No cards found' when nothing matches", async () => {
    renderBrowser({ cardsSearch: json(200, makeSearchResult([])) });
    expect(await screen.findByRole('heading', { name: 'No cards found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 cards')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Cards' })).not.toBeInTheDocument();
  });

  it('shows how an admin imports cards when the catalogue is empty', async () => {
    renderBrowser({
      cardsHealth: json(200, {
        status: 'ok',
        sets: 0,
        cards: 0,
        hint: 'No cards yet. An admin imports them under Admin → Cards.',
      }),
      cardsSearch: json(200, makeSearchResult([])),
    });
    expect(
      await screen.findByText('No cards yet. An admin imports them under Admin → Cards.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No cards found' })).toBeInTheDocument();
  });

  it("shows the server's message and retries with Try Again", async () => {
    renderBrowser({
      cardsSearch: [
        apiError(400, 'pageSize must be a whole number from 1 to 100.'),
        json(200, makeSearchResult(manyCards(2))),
      ],
    });
    expect(await screen.findByText('pageSize must be a whole number from 1 to 100.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 2 of 2 cards')).toBeInTheDocument();
  });

  it('opens the details from the keyboard and adds the card to a chosen deck', async () => {
    const card = makeCard({
      id: 'sv6-42',
      name: 'Raichu',
      supertype: 'Pokémon',
      types: ['Lightning'],
      hp: 120,
      legalExp: false,
    });
    const deck = makeSummary({ id: 7, name: 'Sparks' });
    const { requests } = renderBrowser({
      cardsSearch: json(200, makeSearchResult([card])),
      decksList: json(200, [deck]),
      decksChangeCard: json(
        200,
        makeDeck({ id: 7, name: 'Sparks', cards: [makeDeckCard({ ...card, count: 1 })] }),
      ),
      decksGet: json(200, makeDeck({ id: 7, name: 'Sparks', cards: [makeDeckCard({ ...card, count: 1 })] })),
    });
    await screen.findByText('Showing 1 of 1 cards');
    const user = userEvent.setup();
    const overlay = screen.getByRole('button', { name: 'View details of Raichu' });
    act(() => overlay.focus());
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Raichu' });
    expect(within(dialog).getByText('Lightning')).toBeInTheDocument();
    expect(within(dialog).getByText('Standard Legal')).toBeInTheDocument();
    expect(within(dialog).getByText('Expanded Banned')).toBeInTheDocument();
    expect(within(dialog).getByText('120')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add to Deck' }));
    await user.click(await screen.findByRole('menuitem', { name: /Sparks/ }));

    expect(await screen.findByText('Added Raichu to Sparks')).toBeInTheDocument();
    const add = requests.find((r) => r.operation === 'decksChangeCard' && r.params.id === '7');
    expect(add?.body).toEqual({ cardId: 'sv6-42', section: 'pokemon', countDelta: 1 });
    expect(await within(dialog).findByRole('button', { name: 'Remove (1)' })).toBeInTheDocument();
  });

  it("offers 'Create a deck first' when the member has no deck", async () => {
    const { requests } = renderBrowser({
      cardsSearch: json(200, makeSearchResult([makeCard({ name: 'Mew' })])),
      decksList: json(200, []),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View details of Mew' }));
    await user.click(await screen.findByRole('button', { name: 'Add to Deck' }));
    expect(await screen.findByRole('menuitem', { name: 'Create a deck first' })).toHaveAttribute(
      'href',
      '/pokemon/decks',
    );
    expect(requests.filter((r) => r.method === 'POST' && r.operation !== 'authRefresh')).toHaveLength(0);
  });
});
