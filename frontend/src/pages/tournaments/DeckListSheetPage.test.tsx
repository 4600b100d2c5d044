import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiError, json, mockApi, refreshAs } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeDeckList } from '../../test/tournament-fixtures';
import { AllDeckListsPage, DeckListSheetPage } from './DeckListSheetPage';

const sheetAt = (path: string) =>
  renderRoutes(
    [
      { path: '/tournaments/:id/players/:playerId/deck-list', element: <DeckListSheetPage /> },
      { path: '/tournaments/:id/deck-lists', element: <AllDeckListsPage /> },
    ],
    path,
  );

describe('deck-list sheets', () => {
  it("print a player's list in its three sections with their counts, who and which tournament", async () => {
    const { requests } = mockApi({
      authRefresh: refreshAs('MEMBER'),
      tournamentsReadList: json(200, makeDeckList()),
    });
    sheetAt('/tournaments/3/players/41/deck-list');
    const sheet = await screen.findByRole('article', { name: 'Ash Ketchum' });
    expect(within(sheet).getByText('December League Challenge')).toBeInTheDocument();
    expect(within(sheet).getByText('Masters')).toBeInTheDocument();
    expect(within(sheet).getByText('20')).toBeInTheDocument();
    const trainers = within(sheet).getByRole('table', { name: 'Trainer (4)' });
    expect(within(trainers).getAllByRole('row')[1]).toHaveTextContent('4Nest BallSVI 181');
    expect(within(sheet).getByRole('table', { name: 'Energy (12)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(requests.find((r) => r.operation === 'tournamentsReadList')?.params).toEqual({
      id: '3',
      playerId: '41',
    });
  });

  it("say 'not found' for someone else's list (the server hides it)", async () => {
    mockApi({
      authRefresh: refreshAs('MEMBER'),
      tournamentsReadList: apiError(404, 'Deck list not found.'),
    });
    sheetAt('/tournaments/3/players/42/deck-list');
    expect(await screen.findByText('This deck list was not found.')).toBeInTheDocument();
  });

  it('show every list, one sheet each, or say there are none yet', async () => {
    mockApi({
      authRefresh: refreshAs('ADMIN'),
      tournamentsAllLists: [
        json(200, [makeDeckList(), makeDeckList({ playerId: 42, playerName: 'Misty Waterflower' })]),
      ],
    });
    sheetAt('/tournaments/3/deck-lists');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Misty Waterflower' })).toBeInTheDocument();
  });
});
