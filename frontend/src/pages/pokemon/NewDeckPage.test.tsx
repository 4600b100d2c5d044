import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../AppProviders';
import { apiError, json, mockApi, refreshAs, type SeenRequest } from '../../test/api-mock';
import { LocationProbe } from '../../test/render';
import { makeDeck } from '../../decks/test/fixtures';
import { NewDeckPage } from './NewDeckPage';

/** Like the app (main.tsx): StrictMode at the root, where React 19 mounts effects twice. */
function renderNew(api: Parameters<typeof mockApi>[0]) {
  const mock = mockApi({ authRefresh: refreshAs('MEMBER'), ...api });
  const router = createMemoryRouter(
    [
      { path: '/pokemon/decks', element: <LocationProbe /> },
      { path: '/pokemon/deck', element: <NewDeckPage /> },
      { path: '/pokemon/deck/:id', element: <LocationProbe /> },
    ],
    { initialEntries: ['/pokemon/decks', '/pokemon/deck'], initialIndex: 1 },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...mock, router };
}

const creations = (requests: SeenRequest[]) => requests.filter((r) => r.operation === 'decksCreate');

describe('NewDeckPage', () => {
  it("creates one 'New Deck' (standard, empty notes) even in StrictMode and replaces itself with the builder", async () => {
    const { requests, router } = renderNew({
      decksCreate: json(201, makeDeck({ id: 12, name: 'New Deck' })),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/pokemon/deck/12');
    expect(creations(requests)).toHaveLength(1);
    expect(creations(requests)[0].body).toEqual({ name: 'New Deck', format: 'standard', notes: '' });
    expect(router.state.historyAction).toBe('REPLACE');
    // /pokemon/deck is gone from history: Back returns to the deck list
    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pokemon/decks');
  });

  it("shows the server's message and tries again on request", async () => {
    const { requests } = renderNew({
      decksCreate: [apiError(503, 'The database is not reachable.'), json(201, makeDeck({ id: 13 }))],
    });
    expect(await screen.findByText('The database is not reachable.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pokemon/deck/13');
    expect(creations(requests)).toHaveLength(2);
  });
});
