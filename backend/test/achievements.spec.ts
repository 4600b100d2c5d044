import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { Role } from '../src/common/role.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let admin: TestUser;
let ash: TestUser;

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

function dataProvider(user: TestUser) {
  return simpleRestProvider(`${t.baseUrl}/api/admin`, (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${user.token}` } }),
  );
}

interface Entry {
  id: string;
  name: string;
  avatar: string;
  wins: number;
}
interface Board {
  tournament: Entry[];
  casual: Entry[];
  competition: Entry[];
}

async function win(body: Record<string, unknown>): Promise<{ id: number }> {
  const response = await t.call('/api/admin/achievements', { method: 'POST', headers: admin.auth, body });
  expect(response.status).toBe(201);
  return json(response);
}

async function child(parent: TestUser, name: string): Promise<number> {
  const response = await t.call('/api/family-members', {
    method: 'POST',
    headers: parent.auth,
    body: { name, age: 11 },
  });
  return (await json<{ id: number }>(response)).id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN });
  ash = await t.newUser({ firstName: 'Ash', email: 'ash@example.com' });
});
afterAll(() => t.close());

describe('achievements through react-admin', () => {
  it('are driven end to end by the stock ra-data-simple-rest client: create, list, getOne, update as served, delete', async () => {
    const provider = dataProvider(admin);
    const lily = await child(ash, 'Lily');
    const created = await provider.create('achievements', {
      data: {
        title: 'Spring League champion',
        date: '2026-04-18',
        place: 1,
        competitionName: 'Spring League',
        userId: ash.user.id,
        familyMemberId: null,
      },
    });
    expect(created.data).toMatchObject({
      type: 'TOURNAMENT_WIN',
      title: 'Spring League champion',
      place: 1,
      userId: ash.user.id,
      familyMemberId: null,
      user: { id: ash.user.id, profile: { firstName: 'Ash' } },
      familyMember: null,
    });
    const forFamily = await provider.create('achievements', {
      data: {
        type: 'CASUAL_WIN',
        title: 'Friday casual',
        date: '2026-04-24T00:00:00.000Z',
        familyMemberId: lily,
      },
    });
    expect(forFamily.data).toMatchObject({
      date: '2026-04-24',
      userId: null,
      familyMember: {
        id: lily,
        name: 'Lily',
        age: 11,
        owner: { id: ash.user.id, profile: { firstName: 'Ash' } },
      },
    });

    const list = await provider.getList('achievements', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'date', order: 'DESC' },
      filter: {},
    });
    expect(list.data.map((a) => a.title)).toEqual(['Friday casual', 'Spring League champion']);
    expect(list.total).toBe(2);

    const one = await provider.getOne('achievements', { id: created.data.id });
    // The record as served, edited: moved from the member to the family member, and placed second.
    const updated = await provider.update('achievements', {
      id: one.data.id,
      data: { ...one.data, place: 2, type: 'COMPETITION_WIN', userId: null, familyMemberId: lily },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({
      place: 2,
      type: 'COMPETITION_WIN',
      userId: null,
      familyMemberId: lily,
      user: null,
    });

    const many = await provider.getMany('achievements', { ids: [created.data.id, forFamily.data.id] });
    expect(many.data).toHaveLength(2);
    await provider.delete('achievements', { id: created.data.id, previousData: updated.data });
    await provider.delete('achievements', { id: forFamily.data.id, previousData: forFamily.data });
    expect(
      (
        await provider.getList('achievements', {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        })
      ).total,
    ).toBe(0);
  });

  it.each([
    [{ date: '2026-01-01', userId: 1 }, 'Please fill in all required fields'],
    [{ title: 'No date', userId: 1 }, 'Please fill in all required fields'],
    [{ title: 'Nobody', date: '2026-01-01' }, 'Please fill in all required fields'],
    [
      { title: 'Both', date: '2026-01-01', userId: 1, familyMemberId: 1 },
      'An achievement belongs to a member or to one family member, not both.',
    ],
    [{ title: 'Fourth', date: '2026-01-01', userId: 1, place: 4 }, 'Place must be 1, 2, 3 or empty.'],
    [
      { title: 'Type', date: '2026-01-01', userId: 1, type: 'BEST_DRESSED' },
      'Type must be one of TOURNAMENT_WIN, CASUAL_WIN, COMPETITION_WIN.',
    ],
    [{ title: 'Ghost', date: '2026-01-01', userId: 2_000_000 }, 'There is no member with that userId.'],
    [{ title: 'Day', date: '18/04/2026', userId: 1 }, "Date must be a day such as '2026-05-16'."],
    [
      { title: 'Next Cup', date: '2099-01-01', userId: 1 },
      'Date cannot be in the future: an achievement is a result already won.',
    ],
  ])('refuses %j with a readable 400', async (body, message) => {
    const response = await t.call('/api/admin/achievements', { method: 'POST', headers: admin.auth, body });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
  });
});

describe('the leaderboard', () => {
  it('shows members the top 5 per column, most wins first, ties to the most recent win', async () => {
    const members = await Promise.all(
      ['Misty', 'Gary', 'Dawn', 'May', 'Iris', 'Serena'].map((firstName) => t.newUser({ firstName })),
    );
    const [misty, gary, dawn, may, iris, serena] = members;
    const kid = await child(misty, 'Tiny Tim');
    const tournament = (user: TestUser, date: string) => win({ title: 'Cup', date, userId: user.user.id });
    // Misty 3 wins; Gary and Dawn 2 each, Dawn's latest later; May, Iris, Serena 1 each, Serena's latest.
    for (const date of ['2026-01-10', '2026-02-10', '2026-03-10']) await tournament(misty, date);
    await tournament(gary, '2026-01-05');
    await tournament(gary, '2026-03-01');
    await tournament(dawn, '2026-01-01');
    await tournament(dawn, '2026-03-02');
    await tournament(may, '2026-02-01');
    await tournament(iris, '2026-02-02');
    await tournament(serena, '2026-02-03');
    await win({ title: 'Casual', type: 'CASUAL_WIN', date: '2026-03-03', familyMemberId: kid });

    // The members' area (spec 2): it names members' children.
    expect((await t.call('/api/leaderboard')).status).toBe(401);
    const response = await t.call('/api/leaderboard', { headers: misty.auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const board = await json<Board>(response);
    expect(board.tournament.map((e) => [e.name, e.wins])).toEqual([
      ['Misty T.', 3],
      ['Dawn T.', 2],
      ['Gary T.', 2],
      ['Serena T.', 1],
      ['Iris T.', 1],
    ]);
    expect(board.tournament[0]).toMatchObject({
      id: `user-${misty.user.id}`,
      avatar: expect.stringMatching(/official-artwork\/25\.png$/),
    });
    expect(board.casual).toEqual([
      { id: `family-${kid}`, name: 'Tiny Tim', avatar: expect.any(String), wins: 1 },
    ]);
    expect(board.competition).toEqual([]);

    // Cached; a new win or a renamed member shows at once.
    const etag = response.headers.get('etag')!;
    expect(
      (await t.call('/api/leaderboard', { headers: { ...gary.auth, 'if-none-match': etag } })).status,
    ).toBe(304);
    await t.call('/api/users/me', { method: 'PUT', headers: misty.auth, body: { lastName: 'Waterflower' } });
    // Accounts change in the users feature: the leaderboard hears of it through the users trigger.
    const deadline = Date.now() + 5_000;
    let leader = '';
    while (leader !== 'Misty W.' && Date.now() < deadline) {
      leader = (await json<Board>(await t.call('/api/leaderboard', { headers: gary.auth }))).tournament[0]
        .name;
      if (leader !== 'Misty W.') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(leader).toBe('Misty W.');
  });
});
