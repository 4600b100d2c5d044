import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { forgetCurrentUser } from '../current-user';
import { fakeAdminApi } from '../test/fake-admin-api';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

const ash = {
  id: 2,
  email: 'ash@example.org',
  profile: { firstName: 'Ash', lastName: 'Ketchum', avatar: 25, avatarUrl: '' },
};
const lily = {
  id: 7,
  userId: 2,
  name: 'Lily',
  age: 9,
  birthYear: null,
  avatar: 25,
  avatarUrl: '',
  createdAt: '',
  owner: ash,
};

const achievement = (id: number, fields: Record<string, unknown>) => ({
  id,
  type: 'TOURNAMENT_WIN',
  title: `Win ${id}`,
  description: null,
  date: '2026-05-16',
  place: null,
  competitionName: null,
  competitionType: null,
  userId: null,
  familyMemberId: null,
  user: null,
  familyMember: null,
  createdAt: '2026-05-16T10:00:00.000Z',
  ...fields,
});

describe("'Leaderboard & Achievements' tab", () => {
  it('lists every achievement with 1st/2nd/3rd or a dash, and a family member’s row with their member and age', async () => {
    fakeAdminApi({
      records: {
        achievements: [
          achievement(1, { title: 'Spring League', place: 1, userId: 2, user: ash, date: '2026-05-16' }),
          achievement(2, {
            title: 'Junior Cup',
            place: 3,
            familyMemberId: 7,
            familyMember: lily,
            date: '2026-05-10',
          }),
          achievement(3, {
            title: 'Casual night',
            type: 'CASUAL_WIN',
            userId: 2,
            user: ash,
            date: '2026-05-01',
          }),
        ],
      },
      answers: {
        leaderboardGet: {
          tournament: [{ id: 'user-2', name: 'Ash K.', avatar: '', wins: 1 }],
          casual: [],
          competition: [],
        },
      },
    });
    renderAdmin('/admin?tab=achievements');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const row = (title: string) => within(table).getByText(title).closest('tr') as HTMLElement;
    expect(row('Spring League')).toHaveTextContent('Ash Ketchum');
    expect(row('Spring League')).toHaveTextContent('1st');
    expect(row('Junior Cup')).toHaveTextContent('Lily');
    expect(row('Junior Cup')).toHaveTextContent("Ash Ketchum's family · age 9");
    expect(row('Junior Cup')).toHaveTextContent('3rd');
    expect(row('Casual night')).toHaveTextContent('—');
    expect(row('Casual night')).toHaveTextContent('Casual Win');

    const tournament = screen.getByRole('region', { name: 'Tournament Wins' });
    expect(await within(tournament).findByText('Ash K.')).toBeInTheDocument();
    expect(screen.getByText('No casual wins yet')).toBeInTheDocument();
    expect(screen.getByText('No competition wins yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Achievement' })).toHaveAttribute(
      'href',
      '/admin?tab=achievements&achievement=create',
    );
  });

  it('asks for a member or a family member, then adds the achievement and returns to the tab', async () => {
    const { db, calls } = fakeAdminApi({
      users: [],
      records: { achievements: [] },
      answers: { adminFamilyList: [lily] },
    });
    const { router } = renderAdmin('/admin/achievements/create');
    const boardReads = () => calls.filter((c) => c.operation === 'leaderboardGet').length;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), 'Junior Cup');
    await user.type(screen.getByLabelText(/^Date/), '2026-05-10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Please fill in all required fields')).length).toBeGreaterThan(0);
    expect(db.records.achievements).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Family member' }));
    await user.click(await screen.findByRole('option', { name: "Lily (Ash Ketchum's family, age 9)" }));
    const readsBefore = boardReads();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Achievement added successfully!')).toBeInTheDocument();
    // The boards beneath the dialog are read again: they count the new win.
    await waitFor(() => expect(boardReads()).toBeGreaterThan(readsBefore));
    expect(db.records.achievements[0]).toMatchObject({
      type: 'TOURNAMENT_WIN',
      title: 'Junior Cup',
      date: '2026-05-10',
      familyMemberId: 7,
      userId: null,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=achievements'));
  });

  it("shows 'No achievements yet' and 'Add achievements to see them here' when there are none", async () => {
    fakeAdminApi({ records: { achievements: [] } });
    renderAdmin('/admin?tab=achievements');
    expect(await screen.findByText('No achievements yet')).toBeInTheDocument();
    expect(screen.getByText('Add achievements to see them here')).toBeInTheDocument();
  });
});
