import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchDto, PlayerDto } from '../../api/generated/types.gen';
import { clearSession } from '../../auth/session';
import { json, mockApi, type MockRoutes, type Operation } from '../../test/api-mock';
import { makeMatch, makeTournament } from '../../test/tournament-fixtures';
import { forgetCurrentUser } from '../current-user';
import { sessionRoutes } from '../test/pending-fixtures';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

const swiss = makeTournament({ stage: 'SWISS', currentRound: 2, plannedRounds: { MASTERS: 3 } });

function makePlayerRow(id: number, fullName: string, overrides: Partial<PlayerDto> = {}): PlayerDto {
  return {
    id,
    name: fullName,
    fullName,
    division: 'MASTERS',
    userId: id,
    familyMemberId: null,
    birthYear: null,
    checkedIn: true,
    joinedRound: 1,
    droppedAfterRound: null,
    hasDeckList: true,
    place: null,
    ...overrides,
  };
}

function fakeDesk(matches: MatchDto[], routes: MockRoutes = {}) {
  const api = mockApi({
    ...sessionRoutes('ADMIN'),
    tournamentsGet: () => json(200, swiss),
    adminTournamentsPlayers: () =>
      json(200, [
        makePlayerRow(41, 'Ash Ketchum'),
        makePlayerRow(42, 'Misty Waterflower', { hasDeckList: false }),
      ]),
    adminTournamentsMatches: () => json(200, matches),
    adminTournamentsLog: () => json(200, []),
    ...routes,
  });
  const seen = (operation: Operation) => api.requests.filter((r) => r.operation === operation);
  return { ...api, seen };
}

describe('the organiser’s desk (/admin/tournaments/:id)', () => {
  it('confirms a player’s report and pairs the next round once every table has a result', async () => {
    const reported = makeMatch({ reportedOutcome: 'B_WINS', reportedBy: 'B' });
    const state = { matches: [reported] };
    const { seen } = fakeDesk([], {
      adminTournamentsMatches: () => json(200, state.matches),
      adminTournamentsEnterResult: () => {
        state.matches = [{ ...reported, outcome: 'B_WINS' }];
        return json(200, state.matches[0]);
      },
      adminTournamentsPair: () => json(201, []),
    });
    renderAdmin('/admin/tournaments/3');
    const round = await screen.findByRole('region', { name: 'Round 2' });
    expect(within(round).getByRole('status')).toHaveTextContent('1 tables still without a result');
    expect(within(round).getByText('Reported by Misty W.: Misty W. won')).toBeInTheDocument();
    const pair = within(round).getByRole('button', { name: 'Pair round 3' });
    expect(pair).toBeDisabled();

    await userEvent.click(within(round).getByRole('button', { name: 'Confirm: Result of table 4' }));
    await waitFor(() => expect(seen('adminTournamentsEnterResult')).toHaveLength(1));
    expect(seen('adminTournamentsEnterResult')[0].body).toEqual({ outcome: 'B_WINS' });
    expect(await within(round).findByText('Every result is in.')).toBeInTheDocument();

    await userEvent.click(within(round).getByRole('button', { name: 'Pair round 3' }));
    await waitFor(() => expect(seen('adminTournamentsPair')).toHaveLength(1));
    expect(seen('adminTournamentsPair')[0].body).toEqual({ round: 3 });
    expect(await screen.findByText('Round 3 paired.')).toBeInTheDocument();
  });

  it('lists the players with their deck lists and locks the settings after round 1', async () => {
    fakeDesk([makeMatch({ outcome: 'A_WINS' })]);
    renderAdmin('/admin/tournaments/3');
    const players = await screen.findByRole('region', { name: 'Players' });
    const rows = await within(players).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Ash KetchumMastersYesDrop',
      'Misty WaterflowerMastersNoDrop',
    ]);
    expect(screen.getByText('Settings are fixed once round 1 is paired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
