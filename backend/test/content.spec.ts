import { Role } from '../src/common/role.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let admin: TestUser;

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

interface Item {
  id: number;
  sectionId: number;
  section: string;
  title: string;
  description: string | null;
  date: string | null;
  year: number | null;
  time: string | null;
  participants: string | null;
  role: string | null;
  order: number;
}
interface Section {
  id: number;
  name: string;
  items: Item[];
}

function add(body: Record<string, unknown>) {
  return t.call('/api/content-items', { method: 'POST', headers: admin.auth, body });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN });
});
afterAll(() => t.close());

describe('content sections', () => {
  it('has the four sections of the pages, in order, for anyone', async () => {
    const sections = await json<Section[]>(await t.call('/api/content-sections'));
    expect(sections.map((s) => s.name)).toEqual([
      'upcoming_events',
      'our_journey',
      'meet_team',
      'session_times',
    ]);
    const one = await json<Section>(await t.call('/api/content-sections/meet_team'));
    expect(one.name).toBe('meet_team');
    const unknown = await t.call('/api/content-sections/gallery');
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe(
      'Section must be one of upcoming_events, our_journey, meet_team, session_times.',
    );
  });

  it("stores each form's fields where spec 2 puts them, ordered as added", async () => {
    const team = await json<Section>(await t.call('/api/content-sections/meet_team'));
    // As the prototype's admin sends it: the section's id from GET /content-sections/{name}.
    const sam = await json<Item>(
      await add({
        sectionId: team.id,
        title: 'Sam Okafor',
        role: 'Co-Founder',
        description: 'Runs the league.',
        imageUrl: 'https://img.test/sam.png',
      }),
    );
    const jo = await json<Item>(await add({ section: 'meet_team', title: 'Jo Patel', role: 'Judge' }));
    expect([sam.order, jo.order]).toEqual([1, 2]);
    expect(sam).toMatchObject({
      section: 'meet_team',
      sectionId: team.id,
      title: 'Sam Okafor',
      role: 'Co-Founder',
      description: 'Runs the league.',
    });

    // A milestone: 1 January of its year, sent as the prototype did (a date-time) or as a day.
    const founded = await json<Item>(
      await add({
        section: 'our_journey',
        title: 'Club founded',
        date: '2019-01-01T00:00:00.000Z',
        description: 'First night.',
      }),
    );
    expect(founded).toMatchObject({ date: '2019-01-01', year: 2019 });
    const summer = await json<Item>(
      await add({ section: 'our_journey', title: 'In BST', date: '2021-06-30T23:30:00.000Z' }),
    );
    expect(summer.date).toBe('2021-07-01');

    const friday = await json<Item>(
      await add({
        section: 'session_times',
        title: 'Friday',
        time: '18:00–21:00',
        description: 'Casual play and trading',
        participants: 'All ages',
      }),
    );
    expect(friday).toMatchObject({
      title: 'Friday',
      time: '18:00–21:00',
      description: 'Casual play and trading',
      participants: 'All ages',
    });

    const sections = await json<Section[]>(await t.call('/api/content-sections'));
    const byName = Object.fromEntries(sections.map((s) => [s.name, s.items.map((i) => i.title)]));
    expect(byName.meet_team).toEqual(['Sam Okafor', 'Jo Patel']);
    expect(byName.our_journey).toEqual(['Club founded', 'In BST']);
    expect(byName.session_times).toEqual(['Friday']);
  });

  it.each([
    [{ section: 'meet_team', title: 'No role' }],
    [{ section: 'our_journey', title: 'No year' }],
    [{ section: 'session_times', title: 'Saturday', time: '10:00' }],
    [{ section: 'session_times', title: 'Saturday', description: 'Tournament' }],
    [{ section: 'meet_team', role: 'Judge' }],
  ])("refuses %j: each section's form has its required fields", async (body) => {
    const response = await add(body);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('Please fill in all required fields');
  });

  it('refuses an item without a section, or with ones that disagree', async () => {
    expect((await json(await add({ title: 'Where?' }))).message).toBe(
      'Choose the section: sectionId or section.',
    );
    const journey = await json<Section>(await t.call('/api/content-sections/our_journey'));
    const mixed = await add({ sectionId: journey.id, section: 'meet_team', title: 'X', role: 'Y' });
    expect(mixed.status).toBe(400);
  });

  it('changes and deletes items, also as the admin simple-rest resource filtered by section', async () => {
    const item = await json<Item>(await add({ section: 'meet_team', title: 'Temp', role: 'Helper' }));
    const list = await t.call(
      `/api/admin/content-items?filter=${encodeURIComponent('{"section":"meet_team"}')}&range=[0,9]&sort=["order","ASC"]`,
      {
        headers: admin.auth,
      },
    );
    expect(list.headers.get('content-range')).toMatch(/^content-items 0-2\/3$/);
    const served = (await json<Item[]>(list)).find((i) => i.id === item.id)!;
    const changed = await t.call(`/api/admin/content-items/${item.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { ...served, role: 'Organiser', order: 9 },
    });
    expect(await json(changed)).toMatchObject({ role: 'Organiser', order: 9, section: 'meet_team' });
    const cleared = await t.call(`/api/content-items/${item.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { role: null },
    });
    expect(cleared.status).toBe(400);
    const removed = await t.call(`/api/content-items/${item.id}`, { method: 'DELETE', headers: admin.auth });
    expect((await json(removed)).title).toBe('Temp');
    expect((await t.call(`/api/admin/content-items/${item.id}`, { headers: admin.auth })).status).toBe(404);
  });

  it('is cached with ETags, and an admin change shows at once', async () => {
    const first = await t.call('/api/content-sections/session_times');
    const etag = first.headers.get('etag')!;
    expect(
      (await t.call('/api/content-sections/session_times', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    await add({ section: 'session_times', title: 'Sunday', time: '12:00', description: 'Training' });
    const after = await t.call('/api/content-sections/session_times', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect((await json<Section>(after)).items.map((i) => i.title)).toContain('Sunday');
  });
});
