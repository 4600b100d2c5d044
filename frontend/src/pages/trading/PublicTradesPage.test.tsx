import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { PublicTradesPage } from './PublicTradesPage';
import { makeListing, pageOf } from './test/trade-fixtures';

const LISTINGS = [
  makeListing(1, { cardTitle: 'Charizard ex', cardDeclaredCondition: 'MINT', cardLanguage: 'JAPANESE' }),
  makeListing(2, { cardTitle: 'Pikachu V', desiredValueType: 'PRICE', desiredValue: 12.5 }),
];

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

  it('asks the server for the search, the condition and the language, from the first page again, showing its count', async () => {
    const all = Array.from({ length: 30 }, (_, i) => makeListing(i + 1, { cardTitle: `Card ${i + 1}` }));
    const pikachu = makeListing(99, {
      cardTitle: 'Pikachu V',
      desiredValueType: 'PRICE',
      desiredValue: 12.5,
    });
    const { requests } = mockApi({
      authRefresh: refreshAs(null),
      tradesPublicList: (request) => {
        if (request.query.get('language')) return json(200, []);
        if (!request.query.get('q')) return pageOf(all)(request);
        // The server counts every match, not just the page it sends.
        return new Response(JSON.stringify([pikachu]), {
          headers: { 'Content-Type': 'application/json', 'Content-Range': 'listings 0-0/31' },
        });
      },
    });
    renderAt('/singles-for-trade', <PublicTradesPage />);
    await screen.findByRole('article', { name: 'Card 24' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load More Cards' }));
    await screen.findByRole('article', { name: 'Card 30' });

    await user.click(screen.getByRole('searchbox', { name: 'Search cards' }));
    await user.paste(' pika ');
    expect(await screen.findByRole('article', { name: 'Pikachu V' })).toBeInTheDocument();
    expect(screen.getByText('31 cards available')).toBeInTheDocument();
    expect(screen.getByText('Asking £12.50')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Card 1' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Japanese');
    expect(await screen.findByRole('heading', { name: 'No cards found' })).toBeInTheDocument();
    expect(screen.getByText('No card matches your search. Try other words or filters.')).toBeInTheDocument();
    expect(screen.getByText('0 cards available')).toBeInTheDocument();

    const asked = requests
      .filter((r) => r.operation === 'tradesPublicList')
      .map((r) => Object.fromEntries(r.query));
    expect(asked).toEqual([
      { range: '[0,23]' },
      { range: '[24,47]' },
      // Paging starts again with each new filter.
      { range: '[0,23]', q: 'pika' },
      { range: '[0,23]', q: 'pika', language: 'JAPANESE' },
    ]);
  });

  it('says no card is listed yet when the whole list is empty', async () => {
    mockApi({ authRefresh: refreshAs(null), tradesPublicList: json(200, []) });
    renderAt('/singles-for-trade', <PublicTradesPage />);
    expect(await screen.findByText('Cards listed for public trade will appear here.')).toBeInTheDocument();
    expect(screen.getByText('0 cards available')).toBeInTheDocument();
  });

  it('Make Offer opens a form the club mails to the seller, with no address in the page', async () => {
    const { requests } = mockApi({
      authRefresh: refreshAs(null),
      tradesPublicList: json(200, LISTINGS),
      tradesEnquire: json(201, { message: 'Message sent! They will reply to your e-mail address.' }),
    });
    renderAt('/singles-for-trade', <PublicTradesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make Offer for Pikachu V' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Offer for Pikachu V' });
    expect(document.body.innerHTML).not.toMatch(/mailto:/);
    const field = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input, textarea' });
    expect((field(/^Message/) as HTMLTextAreaElement).value).toContain('Pikachu V');
    await user.type(field(/^Name/), 'Delia');
    await user.type(field(/^Email/), 'delia@visitor.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Message sent! They will reply to your e-mail address.'),
    ).toBeInTheDocument();
    const sent = requests.find((r) => r.operation === 'tradesEnquire');
    expect(sent?.params).toEqual({ id: '2' });
    expect(sent?.body).toMatchObject({ name: 'Delia', email: 'delia@visitor.test' });
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
