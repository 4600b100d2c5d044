import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyDeskAction, type DeskAction } from '@club/rules';
import { clearSession } from '../../auth/session';
import { json, mockApi } from '../../test/api-mock';
import { makeMatch, makeTournament } from '../../test/tournament-fixtures';
import type { ServerSnapshot } from '../../offline/desk-types';
import { forgetCurrentUser } from '../current-user';
import { applied, deskServer, freshIndexedDb, roundTwo } from '../test/desk-fake-server';
import { sessionRoutes } from '../test/pending-fixtures';
import { renderAdmin } from '../test/render-admin';

beforeEach(freshIndexedDb);
afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

/** Round 2 of a League Cup loaded from TOM's file: TOM pairs it and takes its results. */
const fromTom = (): ServerSnapshot =>
  roundTwo({
    tournament: makeTournament({
      stage: 'SWISS',
      currentRound: 2,
      plannedRounds: { MASTERS: 3 },
      tomId: '26-06-000394',
    }),
    matches: [makeMatch(), makeMatch({ id: 101, table: 5, outcome: 'A_WINS' })],
  });

describe('the desk of a tournament run in TOM', () => {
  it('says so, takes no pairing, result, check-in or drop, and keeps the clock, the prints and TOM’s file', async () => {
    let state = fromTom();
    const { requests } = mockApi({
      ...sessionRoutes('ADMIN'),
      adminTournamentsLog: json(200, []),
      tournamentsList: json(200, []),
      tournamentTomImportFile: json(200, {
        id: 3,
        created: false,
        message: 'December League Challenge updated: 2 players, round 2.',
        disagreements: [],
      }),
    });
    const desk = deskServer(
      () => state,
      (body) => {
        const next = applyDeskAction(state, body as unknown as DeskAction, Date.parse(String(body.takenAt)));
        if (!('refusal' in next)) state = next as ServerSnapshot;
        return applied(body);
      },
    );
    renderAdmin('/admin/tournaments/3');

    expect(await screen.findByText('Run in TOM (sanction id 26-06-000394)')).toBeInTheDocument();
    expect(
      screen.getByText(/^TOM pairs the rounds and takes the results, check-ins and drops/),
    ).toBeInTheDocument();
    const round = screen.getByRole('region', { name: 'Round 2' });
    const tables = within(round).getByRole('list', { name: 'Tables of round 2' });
    expect(tables).toHaveTextContent(
      'Table 4Ash KetchumID 5150041 · 1-0-0versusMisty WaterflowerID 5150042 · 1-0-0Playing',
    );
    expect(within(round).queryByRole('combobox')).toBeNull();
    expect(within(round).queryByRole('button', { name: /^Pair round|Start the top cut|Finish/ })).toBeNull();
    expect(within(round).getByRole('button', { name: 'Print pairings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print all deck lists' })).toBeInTheDocument();

    const players = screen.getByRole('region', { name: 'Players' });
    expect(within(players).queryByRole('checkbox')).toBeNull();
    expect(within(players).queryByRole('button', { name: /Drop/ })).toBeNull();
    expect(
      within(players)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Ash KetchumID 5150041MastersYesYes', 'Misty WaterflowerID 5150042MastersYesYes']);
    expect(screen.queryByRole('region', { name: 'Settings' })).toBeNull();

    // The round clock stays the site's.
    const clock = within(round).getByRole('region', { name: 'Round clock' });
    await userEvent.click(within(clock).getByRole('button', { name: 'Start the clock' }));
    await waitFor(() =>
      expect(desk.filter((r) => r.method === 'POST').map((r) => r.body?.kind)).toEqual(['START_CLOCK']),
    );

    // TOM's next save, loaded on the desk: sent, and the desk reads itself again.
    const tom = screen.getByRole('region', { name: 'TOM’s file' });
    const reads = desk.filter((r) => r.method === 'GET').length;
    await userEvent.upload(
      within(tom).getByLabelText('Load a TOM file'),
      new File(['<tournament/>'], 'cup.tdf'),
    );
    expect(
      await within(tom).findByText(/: December League Challenge updated: 2 players, round 2\.$/),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.operation === 'tournamentTomImportFile')).toHaveLength(1);
    await waitFor(() => expect(desk.filter((r) => r.method === 'GET').length).toBeGreaterThan(reads));
    expect(within(tom).queryByRole('link', { name: 'Open the tournament' })).toBeNull();
  });
});
