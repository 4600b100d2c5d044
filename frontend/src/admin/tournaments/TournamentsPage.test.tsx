import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDto } from '../../api/generated/types.gen';
import { clearSession } from '../../auth/session';
import { json, mockApi } from '../../test/api-mock';
import { makeTournament } from '../../test/tournament-fixtures';
import { forgetCurrentUser } from '../current-user';
import { sessionRoutes } from '../test/pending-fixtures';
import { deskServer, freshIndexedDb } from '../test/desk-fake-server';
import { renderAdmin } from '../test/render-admin';

beforeEach(freshIndexedDb);
afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

const cup: EventDto = {
  id: 12,
  title: 'January League Cup',
  description: 'Standard.',
  date: '2027-01-09T10:00:00.000Z',
  time: '10:00',
  location: null,
  type: 'TOURNAMENT',
  maxAttendees: null,
  isActive: true,
  image: null,
  attendeeCount: 6,
  placesLeft: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const trade: EventDto = { ...cup, id: 13, title: 'Trade Night', type: 'TRADING_SESSION' };
const running = makeTournament({ id: 3, eventId: 11, title: 'December League Challenge', playerCount: 8 });

describe('the tournaments page (/admin/tournaments)', () => {
  it('lists the tournaments and sets a TOURNAMENT event up with the settings chosen, in UK time', async () => {
    const created = makeTournament({ id: 4, eventId: cup.id, title: cup.title });
    const { requests } = mockApi({
      ...sessionRoutes('ADMIN'),
      tournamentsList: json(200, [running]),
      eventsList: json(200, [cup, trade]),
      adminTournamentsCreate: json(201, created),
      adminTournamentsLog: json(200, []),
    });
    deskServer(
      () => ({
        tournament: created,
        players: [],
        matches: [],
        settledAt: '2026-11-01T10:00:00.000Z',
        clock: null,
      }),
      () => new Error('not used'),
      created.id,
    );
    renderAdmin('/admin/tournaments');
    const list = await screen.findByRole('region', { name: 'Tournaments' });
    expect(await within(list).findByRole('link', { name: 'December League Challenge' })).toHaveAttribute(
      'href',
      '/admin/tournaments/3',
    );
    const toSetUp = screen.getByRole('region', { name: 'Tournament events to set up' });
    expect(within(toSetUp).queryByText('Trade Night')).toBeNull();

    await userEvent.click(
      within(toSetUp).getByRole('button', { name: 'Run as a tournament: January League Cup' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Run January League Cup as a tournament' });
    const minutes = within(dialog).getByLabelText('Round length (minutes)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run as a tournament' }));

    await waitFor(() =>
      expect(requests.filter((r) => r.operation === 'adminTournamentsCreate')).toHaveLength(1),
    );
    expect(requests.find((r) => r.operation === 'adminTournamentsCreate')?.body).toEqual({
      eventId: 12,
      format: 'standard',
      bestOf: 3,
      roundMinutes: 45,
      divisionsApart: false,
      topCut: true,
      // Lists are due when the event starts (10:00 in London in January is 10:00 UTC).
      deckListDeadline: '2027-01-09T10:00:00.000Z',
    });
    expect(await screen.findByRole('button', { name: 'Start check-in' })).toBeInTheDocument();
  });
});
