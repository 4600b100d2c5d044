import { seedDemoContent } from '../src/composition/seeders/demo.seeder.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.em());
});
afterAll(() => t.close());

describe('the demo content', () => {
  it('fills the public pages: upcoming events with a tournament, the sections, and a leaderboard', async () => {
    const events = (await (await t.call('/api/events')).json()) as {
      type: string;
      date: string;
      time: string;
    }[];
    expect(events.length).toBeGreaterThanOrEqual(5);
    expect(events.some((event) => event.type === 'TOURNAMENT')).toBe(true);
    expect(events.every((event) => Date.parse(event.date) > Date.now())).toBe(true);

    const sections = (await (await t.call('/api/content-sections')).json()) as {
      name: string;
      items: { title: string; role: string | null; time: string | null; year: number | null }[];
    }[];
    const byName = Object.fromEntries(sections.map((section) => [section.name, section.items]));
    expect(byName.meet_team.every((item) => item.role)).toBe(true);
    expect(byName.our_journey.every((item) => item.year && item.year >= 2024)).toBe(true);
    expect(byName.session_times.map((item) => item.title)).toContain('Friday');

    const member = await t.newUser();
    const board = (await (await t.call('/api/leaderboard', { headers: member.auth })).json()) as Record<
      string,
      unknown[]
    >;
    expect(board.tournament.length).toBeGreaterThan(0);
    expect(board.casual.length).toBeGreaterThan(0);
    expect(board.competition.length).toBeGreaterThan(0);
  });

  it('fills the marketplace: upcoming releases of several kinds and public cards for trade', async () => {
    const releases = (await (await t.call('/api/releases')).json()) as { releaseType: string }[];
    expect(releases.length).toBeGreaterThanOrEqual(4);
    expect(new Set(releases.map((release) => release.releaseType)).size).toBeGreaterThanOrEqual(4);
    const trades = (await (await t.call('/api/trades/public')).json()) as { user: { firstName: string } }[];
    expect(trades.length).toBeGreaterThanOrEqual(3);
    expect(new Set(trades.map((trade) => trade.user.firstName))).toEqual(new Set(['Brock', 'Dawn']));
  });
});
