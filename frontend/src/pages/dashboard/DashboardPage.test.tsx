import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, refreshAs } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { makeEvent, makeFamilyMember, makeRegistration } from '../events/test/event-fixtures';
import { DashboardPage } from './DashboardPage';

const empty = { tournament: [], casual: [], competition: [] };

describe('DashboardPage', () => {
  it('shows each column’s empty message and the registered events, once per event with who goes', async () => {
    const cup = makeEvent(1, { title: 'League Cup' });
    const lily = makeFamilyMember(7, 'Lily', 9);
    mockApi({
      authRefresh: refreshAs('MEMBER'),
      leaderboardGet: json(200, empty),
      familyList: json(200, [lily]),
      eventsOfUser: json(200, [makeRegistration(1, cup), makeRegistration(2, cup, { familyMember: lily })]),
    });
    renderAt('/dashboard', <DashboardPage />);
    for (const text of ['No tournament wins yet', 'No casual wins yet', 'No competition wins yet']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    const event = await screen.findByRole('link', { name: /League Cup/ });
    expect(event).toHaveAttribute('href', '/events');
    expect(within(event).getByText('Going: You, Lily')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Family' })).toHaveTextContent('Lily');
  });

  it('ranks each column’s top 5 with wins', async () => {
    const line = (n: number, wins: number) => ({ id: `user-${n}`, name: `Player ${n}`, avatar: '', wins });
    mockApi({
      authRefresh: refreshAs('MEMBER'),
      leaderboardGet: json(200, { ...empty, tournament: [1, 2, 3, 4, 5, 6].map((n) => line(n, 10 - n)) }),
      familyList: json(200, []),
      eventsOfUser: json(200, []),
    });
    renderAt('/dashboard', <DashboardPage />);
    const column = await screen.findByRole('list', { name: 'Tournament Wins, top 5' });
    const rows = within(column).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Player 1');
    expect(rows[0]).toHaveTextContent('9 wins');
    expect(await screen.findByText('No events scheduled')).toBeInTheDocument();
  });

  it("takes family ages from 1 on the dashboard's form (the input's min), where the profile takes 0", async () => {
    const { requests } = mockApi({
      authRefresh: refreshAs('MEMBER'),
      leaderboardGet: json(200, empty),
      familyList: json(200, []),
      eventsOfUser: json(200, []),
    });
    renderAt('/dashboard', <DashboardPage />);
    const user = userEvent.setup();
    const family = await screen.findByRole('region', { name: 'Your Family' });
    await user.click(await within(family).findByRole('button', { name: 'Add Family Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Family Member' });
    const age = within(dialog).getByLabelText(/^Age/);
    expect(age).toHaveAttribute('min', '1');
    expect(age).toHaveAttribute('max', '120');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Lily');
    await user.type(age, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid age');
    expect(requests.filter((r) => r.operation === 'familyCreate')).toHaveLength(0);
  });
});
