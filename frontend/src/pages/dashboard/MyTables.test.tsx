import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { MyTableDto } from '../../api/generated/types.gen';
import { json, mockApi, refreshAs } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { DashboardPage } from './DashboardPage';

afterEach(() => vi.useRealTimers());

const empty = { tournament: [], casual: [], competition: [] };

const table = (overrides: Partial<MyTableDto> = {}): MyTableDto => ({
  tournamentId: 3,
  title: 'December League Challenge',
  name: 'Ash Ketchum',
  division: 'MASTERS',
  round: 2,
  stage: 'SWISS',
  table: 4,
  opponent: 'Misty W.',
  result: null,
  ...overrides,
});

function dashboardWith(tables: MyTableDto[] | MyTableDto[][]) {
  const replies = Array.isArray(tables[0]) ? (tables as MyTableDto[][]) : [tables as MyTableDto[]];
  return mockApi({
    authRefresh: refreshAs('MEMBER'),
    leaderboardGet: json(200, empty),
    familyList: json(200, []),
    eventsOfUser: json(200, []),
    tournamentsMyTables: replies.map((reply) => json(200, reply)),
  });
}

describe('the dashboard’s Your Tables', () => {
  it('shows where the member and their family play now: the round, the table, the opponent, the result', async () => {
    dashboardWith([
      table(),
      table({
        tournamentId: 9,
        title: 'Ipswich League Cup (TOM)',
        name: 'Lily Ketchum',
        division: 'JUNIOR',
        round: 6,
        stage: 'TOP_CUT',
        table: 2,
        opponent: 'Junior player 3',
        result: 'WON',
      }),
      table({ tournamentId: 9, title: 'Ipswich League Cup (TOM)', round: 5, table: null, opponent: null }),
    ]);
    renderAt('/dashboard', <DashboardPage />);
    const section = await screen.findByRole('region', { name: 'Your Tables' });
    const cards = within(section).getAllByRole('heading', { level: 3 });
    expect(cards.map((heading) => heading.textContent)).toEqual([
      'December League Challenge',
      'Ipswich League Cup (TOM)',
      'Ipswich League Cup (TOM)',
    ]);
    const card = (index: number) => cards[index].parentElement!;
    expect(card(0)).toHaveTextContent('Ash KetchumRound 2 · Table 4Against Misty W.Pairings');
    expect(card(1)).toHaveTextContent(
      'Lily KetchumTop cut, round 6 · Table 2Against Junior player 3WonPairings',
    );
    expect(card(2)).toHaveTextContent('Ash KetchumRound 5 · ByeNo opponent this roundPairings');
    expect(within(card(1)).getByRole('link', { name: 'Pairings' })).toHaveAttribute(
      'href',
      '/tournaments/9/pairings',
    );
  });

  it('is not there while the member plays nowhere, and appears with the next read (every 5 seconds)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = dashboardWith([[], [table({ result: 'TIE' })]]);
    renderAt('/dashboard', <DashboardPage />);
    expect(await screen.findByText('No tournament wins yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Tables' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const section = await screen.findByRole('region', { name: 'Your Tables' });
    expect(section).toHaveTextContent('Round 2 · Table 4Against Misty W.Tie');
    expect(requests.filter((request) => request.operation === 'tournamentsMyTables')).toHaveLength(2);
  });
});
