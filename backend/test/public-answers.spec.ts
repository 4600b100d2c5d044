import { Role } from '../src/common/role.js';
import { DatabaseNotifications } from '../src/database/notifications/database-notifications.js';
import { makePokemon } from './support/card-fixtures.js';
import { seedCards } from './support/catalogue.js';
import { createDeck } from './support/decks.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * Two servers on one database, as replicas behind a load balancer: what visitors read is cached in each, and a
 * change made through one (or by SQL) reaches the other's cache through PostgreSQL's notifications.
 */
let a: TestApp;
let b: TestApp;
let admin: TestUser;

async function body(app: TestApp, path: string, headers?: Record<string, string>): Promise<string> {
  const response = await app.call(path, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

/** Waits for the notification to reach the other server. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the other server never heard of the change');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** SQL with triggers off, so no notification is sent: what a cache that never listened would miss. */
async function silently(app: TestApp, sql: string): Promise<void> {
  await app.em().transactional(async (em) => {
    await em
      .getConnection()
      .execute(`set local session_replication_role = replica`, [], 'all', em.getTransactionContext());
    await em.getConnection().execute(sql, [], 'all', em.getTransactionContext());
  });
}

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { replicaOf: a });
  admin = await a.newUser({ role: Role.ADMIN });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe("the public answers' caches across two servers", () => {
  it('GET /api/events: kept by each server, renewed on both when one changes an event', async () => {
    const created = await a.call('/api/events', {
      method: 'POST',
      headers: admin.auth,
      body: { title: 'Replica Cup', date: new Date(Date.now() + 5 * 86_400_000).toISOString() },
    });
    const { id } = (await created.json()) as { id: number };
    await eventually(async () => (await body(b, '/api/events')).includes('Replica Cup'));
    // B may have read the new row before the insert's own notification reached it, which then (rightly) clears
    // its copy: let it arrive before B keeps the answer.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await body(b, '/api/events');

    // Cached on B: a change that announces nothing is not seen...
    await silently(a, `update events set title = 'Silent Cup' where id = ${id}`);
    expect(await body(b, '/api/events')).toContain('Replica Cup');
    // ...and one made through A is, once its notification arrives.
    await a.call(`/api/events/${id}`, { method: 'PUT', headers: admin.auth, body: { title: 'Loud Cup' } });
    await eventually(async () => (await body(b, '/api/events')).includes('Loud Cup'));
  });

  it('GET /api/content-sections: renewed on a change made by SQL on the database', async () => {
    await body(b, '/api/content-sections');
    await silently(
      a,
      `insert into content_items (section_id, title, "order", created_at, updated_at)
      select id, 'Quiet item', 1, now(), now() from content_sections where name = 'upcoming_events'`,
    );
    expect(await body(b, '/api/content-sections')).not.toContain('Quiet item');
    await a
      .em()
      .getConnection()
      .execute(
        `insert into content_items (section_id, title, "order", created_at, updated_at)
       select id, 'Announced item', 2, now(), now() from content_sections where name = 'upcoming_events'`,
      );
    await eventually(async () => (await body(b, '/api/content-sections')).includes('Announced item'));
  });

  it("GET /api/leaderboard: renewed when a winner's account changes on the other server", async () => {
    const winner = await a.newUser({ firstName: 'Cynthia' });
    await a.call('/api/admin/achievements', {
      method: 'POST',
      headers: admin.auth,
      body: { title: 'Champion', date: '2026-06-01', userId: winner.user.id },
    });
    await eventually(async () => (await body(b, '/api/leaderboard', winner.auth)).includes('Cynthia T.'));
    await a.call('/api/users/me', { method: 'PUT', headers: winner.auth, body: { firstName: 'Cyn' } });
    await eventually(async () => (await body(b, '/api/leaderboard', winner.auth)).includes('Cyn T.'));
  });
});

describe("a member's deck: kept for its owner alone, renewed by every change to it", () => {
  const pikachu = makePokemon('sv1-63', 'Pikachu', 'Basic', { types: ['Lightning'], regulationMark: 'G' });
  let owner: TestUser;
  let deckId: number;
  let deckPath: string;

  const deckOf = async (app: TestApp, caller: TestUser) =>
    (await app.call(deckPath, { headers: caller.auth })).json() as Promise<{
      name: string;
      cards: { id: string; count: number }[];
    }>;

  beforeAll(async () => {
    await seedCards(a, [pikachu]);
    await a.app.get(DatabaseNotifications).caughtUp();
    owner = await a.newUser({ role: Role.MEMBER });
    deckId = await createDeck(a, owner, 'Volts');
    deckPath = `/api/pokemon/decks/${deckId}`;
  });

  it("is answered with a tag, for the owner's browser only, and 304 while unchanged", async () => {
    const first = await a.call(deckPath, { headers: owner.auth });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toMatch(/authorization/i);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    const again = await a.call(deckPath, { headers: { ...owner.auth, 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it("is never another caller's: a member or an admin asking for it is told there is no such deck", async () => {
    await deckOf(a, owner); // kept on A for its owner
    for (const role of [Role.MEMBER, Role.ADMIN]) {
      const stranger = await a.newUser({ role });
      const answer = await a.call(deckPath, { headers: stranger.auth });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('Volts');
    }
  });

  it("shows the owner's own change at once, and one made through the other server once it is announced", async () => {
    await deckOf(a, owner);
    await deckOf(b, owner);
    const added = await a.call(`${deckPath}/cards`, {
      method: 'POST',
      headers: owner.auth,
      body: { cardId: pikachu.id, section: 'pokemon', count: 2 },
    });
    expect(added.status).toBe(200);
    expect((await deckOf(a, owner)).cards).toEqual([expect.objectContaining({ id: pikachu.id, count: 2 })]);
    await eventually(async () => (await deckOf(b, owner)).cards.length === 1);
  });

  it('is kept: a change that announces nothing is not seen, and a change by SQL (its triggers on) is', async () => {
    await deckOf(b, owner);
    await new Promise((resolve) => setTimeout(resolve, 250)); // the earlier changes' notifications have arrived
    await deckOf(b, owner);
    await silently(a, `update decks set name = 'Silent' where id = ${deckId}`);
    expect((await deckOf(b, owner)).name).toBe('Volts');
    await a.em().getConnection().execute(`update deck_cards set count = 3 where deck_id = ${deckId}`);
    await eventually(async () => {
      const deck = await deckOf(b, owner);
      return deck.name === 'Silent' && deck.cards[0]?.count === 3;
    });
  });
});
