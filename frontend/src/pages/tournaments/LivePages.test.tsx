import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { json, mockApi, refreshAs } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { LivePairingsPage } from './LivePairingsPage';
import { LiveStandingsPage } from './LiveStandingsPage';
import { makeLive, makeMatch, makeStanding, makeTournament } from '../../test/tournament-fixtures';
import { LIVE_POLL_MS } from './use-live-tournament';

const swiss = makeTournament({ stage: 'SWISS', currentRound: 2, plannedRounds: { MASTERS: 3 } });

const withEtag = (body: unknown, etag: string) => {
  const response = json(200, body);
  response.headers.set('ETag', etag);
  return response;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the live pages', () => {
  it('standings update by themselves: a 304 changes nothing, a new answer shows at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const afterOne = makeLive({
      tournament: swiss,
      standingsAfterRound: 1,
      standings: [
        makeStanding(1, 'Ash K.', { opponentsWinPercentage: 0.5 }),
        makeStanding(1, 'Max', { division: 'JUNIOR', playerId: 60 }),
      ],
    });
    const afterTwo = makeLive({
      tournament: swiss,
      standingsAfterRound: 2,
      standings: [
        makeStanding(1, 'Misty W.', { wins: 2, matchPoints: 6, opponentsWinPercentage: 0.625 }),
        makeStanding(2, 'Ash K.', { wins: 1, losses: 1 }),
        makeStanding(3, 'Brock H.', { playerId: 50, wins: 1, losses: 1, late: true }),
      ],
    });
    const { requests } = mockApi({
      authRefresh: refreshAs(null),
      tournamentsLiveAnswer: [
        withEtag(afterOne, '"r1"'),
        new Response(null, { status: 304 }),
        withEtag(afterTwo, '"r2"'),
      ],
    });
    renderRoutes(
      [{ path: '/tournaments/:id/standings', element: <LiveStandingsPage /> }],
      '/tournaments/3/standings',
    );

    const masters = await screen.findByRole('table', { name: 'Masters, after round 1' });
    expect(within(masters).getAllByRole('row')[1]).toHaveTextContent('1Ash K.1-0-0350.00%50.00%');
    expect(screen.getByRole('table', { name: 'Juniors, after round 1' })).toBeInTheDocument();
    expect(screen.getByText('Round 2 of 3')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    expect(requests.at(-1)?.headers.get('If-None-Match')).toBe('"r1"');
    expect(screen.getByRole('table', { name: 'Masters, after round 1' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    const updated = await screen.findByRole('table', { name: 'Masters, after round 2' });
    expect(within(updated).getAllByRole('row')[1]).toHaveTextContent('1Misty W.2-0-0662.50%50.00%');
    expect(within(updated).getAllByRole('row')[3]).toHaveTextContent(
      '3Brock H. (late entry)1-1-0325.00%50.00%',
    );
    expect(requests.at(-1)?.headers.get('If-None-Match')).toBe('"r1"');
  });

  it('pairings show each table with both players, their records and the result so far', async () => {
    mockApi({
      authRefresh: refreshAs(null),
      tournamentsLiveAnswer: json(
        200,
        makeLive({
          tournament: swiss,
          tablesPlaying: 1,
          pairings: [
            makeMatch({ table: 1, outcome: 'A_WINS', reportedOutcome: 'A_WINS', reportedBy: 'B' }),
            makeMatch({ id: 101, table: 2, reportedOutcome: 'TIE', reportedBy: 'A' }),
            makeMatch({ id: 102, table: null, playerB: null }),
          ],
        }),
      ),
    });
    renderRoutes(
      [{ path: '/tournaments/:id/pairings', element: <LivePairingsPage /> }],
      '/tournaments/3/pairings',
    );
    const table = await screen.findByRole('table', { name: 'Round 2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Ash K. (1-0-0)Misty W. (1-0-0)Ash K. won',
      '2Ash K. (1-0-0)Misty W. (1-0-0)Awaiting confirmation',
      '–Ash K. (1-0-0)ByeBye',
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pairings: December League Challenge' }),
    ).toBeInTheDocument();
  });

  it('say when there is nothing to show yet', async () => {
    mockApi({ authRefresh: refreshAs(null), tournamentsLiveAnswer: json(200, makeLive()) });
    renderRoutes(
      [{ path: '/tournaments/:id/pairings', element: <LivePairingsPage /> }],
      '/tournaments/3/pairings',
    );
    expect(await screen.findByRole('heading', { name: 'No pairings yet' })).toBeInTheDocument();
  });

  it('read the answer that names family members only when a member is signed in', async () => {
    const { requests } = mockApi({
      authRefresh: refreshAs('MEMBER'),
      tournamentsMembersLiveAnswer: json(200, makeLive()),
    });
    renderRoutes(
      [{ path: '/tournaments/:id/pairings', element: <LivePairingsPage /> }],
      '/tournaments/3/pairings',
    );
    expect(await screen.findByRole('heading', { name: 'No pairings yet' })).toBeInTheDocument();
    const live = requests.filter((r) => r.operation?.startsWith('tournaments'));
    expect(live.map((r) => r.operation)).toEqual(['tournamentsMembersLiveAnswer']);
    expect(live[0].headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('count the round down from the server’s time, whatever this device’s clock says, and call time at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // This device is ten minutes fast; the server says the round ends 90 seconds from its own now.
    const serverNow = Date.now();
    vi.setSystemTime(serverNow + 10 * 60_000);
    const clock = {
      round: 2,
      stage: 'SWISS' as const,
      status: 'RUNNING' as const,
      minutes: 50,
      startedAt: new Date(serverNow - 48.5 * 60_000).toISOString(),
      pausedAt: null,
      pausedSeconds: 0,
      extraSeconds: 0,
      endsAt: new Date(serverNow + 90_000).toISOString(),
      remainingSeconds: null,
    };
    mockApi({
      authRefresh: refreshAs(null),
      tournamentsLiveAnswer: () =>
        withEtag(
          makeLive({
            // The server's clock, ten minutes behind this device's, moving on with it.
            now: new Date(Date.now() - 10 * 60_000).toISOString(),
            clock,
            tournament: swiss,
            pairings: [makeMatch({ table: 4, extraSeconds: 300 })],
          }),
          '"c1"',
        ),
    });
    renderRoutes(
      [{ path: '/tournaments/:id/pairings', element: <LivePairingsPage /> }],
      '/tournaments/3/pairings',
    );
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent(/^1:(30|29)$/);
    expect(screen.getByRole('region', { name: 'Round 2' })).toHaveTextContent('4+5 min');

    await act(() => vi.advanceTimersByTimeAsync(91_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time!');
    expect(screen.getByText('Finish the turn in progress, then play three more turns.')).toBeInTheDocument();
  });
});
