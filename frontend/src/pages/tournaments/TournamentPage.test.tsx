import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs, type Operation, type SeenRequest } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { TournamentPage } from './TournamentPage';
import { makeEntry, makeLive, makeMatch, makeTournament } from '../../test/tournament-fixtures';

const calls = (requests: SeenRequest[], operation: Operation) =>
  requests.filter((r) => r.operation === operation);

const playing = makeTournament({
  stage: 'SWISS',
  currentRound: 2,
  plannedRounds: { MASTERS: 3 },
  listsOpen: false,
});

async function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ authRefresh: refreshAs('MEMBER'), decksList: json(200, []), ...routes });
  renderRoutes([{ path: '/tournaments/:id', element: <TournamentPage /> }], '/tournaments/3');
  return { ...api, user: userEvent.setup() };
}

describe('TournamentPage', () => {
  it('shows every reason the validator refused a pasted list for, then accepts a legal one', async () => {
    const refused = 'This deck is not legal in Standard on 2026-12-05: …';
    const { requests, user } = await renderPage({
      tournamentsMembersLiveAnswer: json(200, makeLive()),
      tournamentsMine: json(200, { entries: [makeEntry()] }),
      tournamentsSubmitList: [
        json(400, {
          statusCode: 400,
          error: refused,
          message: refused,
          details: [refused, 'Lysandre’s Trump Card is banned.', 'At most 4 copies of Nest Ball.'],
        }),
        json(200, {}),
      ],
    });
    const entry = await screen.findByRole('region', { name: 'Ash Ketchum' });
    expect(within(entry).getByText('No list submitted yet.')).toBeInTheDocument();
    await user.type(
      within(entry).getByRole('textbox', { name: /Deck list \(PTCGL format\)/ }),
      '4 Pikachu SVI 1',
    );
    await user.click(within(entry).getByRole('button', { name: 'Submit deck list' }));

    const alert = await within(entry).findByRole('alert');
    expect(alert).toHaveTextContent('Your deck list was not accepted:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lysandre’s Trump Card is banned.', 'At most 4 copies of Nest Ball.']);

    await user.click(within(entry).getByRole('button', { name: 'Submit deck list' }));
    expect(await screen.findByText('Deck list accepted.')).toBeInTheDocument();
    const sent = calls(requests, 'tournamentsSubmitList');
    expect(sent.map((r) => [r.params.id, r.params.playerId, r.body])).toEqual([
      ['3', '41', { ptcgl: '4 Pikachu SVI 1' }],
      ['3', '41', { ptcgl: '4 Pikachu SVI 1' }],
    ]);
  });

  it('locks the list after round 1 and lets a player confirm the opponent’s report from their own seat', async () => {
    const match = makeMatch({ reportedOutcome: 'B_WINS', reportedBy: 'B' });
    const settled = { ...match, outcome: 'B_WINS' as const };
    const { requests, user } = await renderPage({
      tournamentsMembersLiveAnswer: json(200, makeLive({ tournament: playing })),
      tournamentsMine: [
        json(200, {
          entries: [
            makeEntry({
              deckListSubmittedAt: '2026-12-01T18:00:00Z',
              deckListOpen: false,
              currentMatch: match,
              side: 'A',
            }),
          ],
        }),
        json(200, { entries: [makeEntry({ deckListOpen: false, currentMatch: settled, side: 'A' })] }),
      ],
      tournamentsReport: json(200, settled),
    });
    const entry = await screen.findByRole('region', { name: 'Ash Ketchum' });
    expect(within(entry).getByText('Deck lists are locked.')).toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: 'Submit deck list' })).toBeNull();
    expect(within(entry).getByRole('link', { name: 'View and print the sheet' })).toHaveAttribute(
      'href',
      '/tournaments/3/players/41/deck-list',
    );
    expect(within(entry).getByRole('heading', { name: 'Round 2, table 4' })).toBeInTheDocument();
    expect(
      within(entry).getByText('Misty W. reported: You lost. Confirm it if it is right.'),
    ).toBeInTheDocument();

    await user.click(within(entry).getByRole('button', { name: 'Confirm result' }));
    await waitFor(() => expect(calls(requests, 'tournamentsReport')).toHaveLength(1));
    const [sent] = calls(requests, 'tournamentsReport');
    expect([sent.params.matchId, sent.body]).toEqual(['100', { outcome: 'B_WINS' }]);
    expect(await within(entry).findByText('Result confirmed: You lost.')).toBeInTheDocument();
  });

  it('lets a late entry give their list after round 1, once', async () => {
    const { requests, user } = await renderPage({
      tournamentsMembersLiveAnswer: json(200, makeLive({ tournament: playing })),
      tournamentsMine: [
        json(200, { entries: [makeEntry({ deckListOpen: true })] }),
        json(200, {
          entries: [makeEntry({ deckListOpen: false, deckListSubmittedAt: '2026-12-05T11:00:00Z' })],
        }),
      ],
      tournamentsSubmitList: json(200, {}),
    });
    const entry = await screen.findByRole('region', { name: 'Ash Ketchum' });
    expect(
      within(entry).getByText('You were entered late: submit your list now. Once it is in, it is locked.'),
    ).toBeInTheDocument();
    await user.type(
      within(entry).getByRole('textbox', { name: /Deck list \(PTCGL format\)/ }),
      '4 Pikachu SVI 1',
    );
    await user.click(within(entry).getByRole('button', { name: 'Submit deck list' }));
    expect(await screen.findByText('Deck list accepted.')).toBeInTheDocument();
    expect(calls(requests, 'tournamentsSubmitList')).toHaveLength(1);
    expect(await within(entry).findByText('Deck lists are locked.')).toBeInTheDocument();
  });

  it('sends "I won" from side B as B_WINS, and offers no tie in the top cut', async () => {
    const { requests, user } = await renderPage({
      tournamentsMembersLiveAnswer: json(200, makeLive({ tournament: playing })),
      tournamentsMine: json(200, { entries: [makeEntry({ currentMatch: makeMatch(), side: 'B' })] }),
      tournamentsReport: json(200, makeMatch({ reportedOutcome: 'B_WINS', reportedBy: 'B' })),
    });
    const entry = await screen.findByRole('region', { name: 'Ash Ketchum' });
    const report = within(entry).getByRole('group', { name: 'Report your result' });
    expect(
      within(report)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['I won', 'I lost', 'Tie']);
    await user.click(within(report).getByRole('button', { name: 'I won' }));
    await waitFor(() => expect(calls(requests, 'tournamentsReport')).toHaveLength(1));
    expect(calls(requests, 'tournamentsReport')[0].body).toEqual({ outcome: 'B_WINS' });
  });

  it('says so when the member is not entered, and when the tournament does not exist', async () => {
    await renderPage({
      tournamentsMembersLiveAnswer: json(200, makeLive()),
      tournamentsMine: json(200, { entries: [] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'You are not entered in this tournament' }),
    ).toBeInTheDocument();
  });

  it('shows "not found" for a tournament that is not there', async () => {
    await renderPage({
      tournamentsMembersLiveAnswer: apiError(404, 'Tournament not found.'),
      tournamentsMine: apiError(404, 'Tournament not found.'),
    });
    expect(await screen.findByText('This tournament was not found.')).toBeInTheDocument();
  });
});
