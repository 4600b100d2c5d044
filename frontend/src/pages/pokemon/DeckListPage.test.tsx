import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, refreshAs } from '../../test/api-mock';
import { LocationProbe, renderRoutes } from '../../test/render';
import { makeDeck, makeSummary } from '../../decks/test/fixtures';
import { DeckListPage } from './DeckListPage';

function renderList(api: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({ authRefresh: refreshAs('MEMBER'), ...api });
  const utils = renderRoutes(
    [
      { path: '/pokemon/decks', element: <DeckListPage /> },
      { path: '/pokemon/deck/:id', element: <LocationProbe /> },
    ],
    '/pokemon/decks',
  );
  return { ...mock, ...utils };
}

describe('DeckListPage', () => {
  it("shows 'Loading decks...' and then 'No decks yet' with 'Create Your First Deck'", async () => {
    let answer: (r: Response) => void = () => undefined;
    renderList({ decksList: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(screen.getByRole('heading', { level: 1, name: 'My Pokémon Decks' })).toBeInTheDocument();
    expect(await screen.findByText('Loading decks...')).toBeInTheDocument();
    answer(json(200, []));
    expect(await screen.findByRole('heading', { name: 'No decks yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Your First Deck' })).toBeInTheDocument();
  });

  it('keeps Create Deck disabled while the name is blank, then creates and opens the deck', async () => {
    const { requests } = renderList({
      decksList: json(200, []),
      decksCreate: json(201, makeDeck({ id: 5, name: 'Charizard ex', format: 'expanded' })),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Your First Deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Deck' });
    const create = within(dialog).getByRole('button', { name: 'Create Deck' });
    expect(create).toBeDisabled();

    const name = within(dialog).getByRole('textbox', { name: /Deck Name/ });
    await user.type(name, '   ');
    expect(create).toBeDisabled();
    await user.type(name, '{Enter}');
    expect(requests.filter((r) => r.operation === 'decksCreate')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Charizard ex');
    await user.click(within(dialog).getByRole('combobox', { name: 'Format' }));
    await user.click(screen.getByRole('option', { name: 'Expanded' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'For league night');
    expect(create).toBeEnabled();
    await user.click(create);

    expect(await screen.findByTestId('location')).toHaveTextContent('/pokemon/deck/5');
    const post = requests.find((r) => r.operation === 'decksCreate');
    expect(post?.body).toEqual({ name: 'Charizard ex', format: 'expanded', notes: 'For league night' });
  });

  it('shows each deck with name, format, n/60, dates and notes', async () => {
    renderList({
      decksList: json(200, [
        makeSummary({
          id: 3,
          name: 'Lost Box',
          format: 'expanded',
          cardCount: 45,
          notes: 'Needs more draw',
          createdAt: '2026-01-05T09:00:00.000Z',
          updatedAt: '2026-07-01T17:30:00.000Z',
        }),
      ]),
    });
    const card = await screen.findByRole('article', { name: 'Lost Box' });
    expect(within(card).getByText('Expanded')).toBeInTheDocument();
    expect(within(card).getByText('45/60 cards')).toBeInTheDocument();
    expect(within(card).getByText('Created 5 Jan 2026, 09:00')).toBeInTheDocument();
    // Europe/London is on summer time in July
    expect(within(card).getByText('Updated 1 Jul 2026, 18:30')).toBeInTheDocument();
    expect(within(card).getByText('Needs more draw')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open Deck' })).toHaveAttribute('href', '/pokemon/deck/3');
    expect(within(card).getByRole('link', { name: 'View Lost Box' })).toHaveAttribute(
      'href',
      '/pokemon/deck/3',
    );
    expect(within(card).getByRole('link', { name: 'Edit Lost Box' })).toHaveAttribute(
      'href',
      '/pokemon/deck/3',
    );
  });

  it('asks before deleting and removes the deck only after confirmation', async () => {
    const { requests } = renderList({
      decksList: [
        json(200, [makeSummary({ id: 1, name: 'Keep Me' }), makeSummary({ id: 2, name: 'Bin Me' })]),
        json(200, [makeSummary({ id: 1, name: 'Keep Me' })]),
      ],
      decksRemove: new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Bin Me' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this deck?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Bin Me' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Bin Me' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Bin Me' })).not.toBeInTheDocument();
    expect(await screen.findByText('Deleted Bin Me')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => [r.operation, r.params.id])).toEqual([
      ['decksRemove', '2'],
    ]);
    expect(screen.getByRole('article', { name: 'Keep Me' })).toBeInTheDocument();
  });

  it('exports a deck to the clipboard', async () => {
    renderList({
      decksList: json(200, [makeSummary({ id: 4, name: 'Gardevoir' })]),
      decksExportPtcgl: json(200, { text: 'Pokémon: 1\n1 Ralts SVI 84' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export Gardevoir to clipboard' }));
    expect(await screen.findByText('Deck exported to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Pokémon: 1\n1 Ralts SVI 84');
  });

  it('duplicates a deck and opens the copy', async () => {
    const { requests } = renderList({
      decksList: json(200, [makeSummary({ id: 4, name: 'Gardevoir' })]),
      decksDuplicate: json(201, makeDeck({ id: 9, name: 'Gardevoir (copy)' })),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Duplicate Gardevoir' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pokemon/deck/9');
    expect(requests.some((r) => r.operation === 'decksDuplicate' && r.params.id === '4')).toBe(true);
  });
});
