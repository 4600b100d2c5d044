import { jest } from '@jest/globals';
import { CardCatalogueService } from '../src/cards/card-catalogue.service.js';
import { Role } from '../src/common/role.js';
import { DecksService } from '../src/decks/decks.service.js';
import { DatabaseNotifications } from '../src/database/notifications/database-notifications.js';
import { PublicAnswers } from '../src/caching/public-answers.js';
import { makePokemon } from './support/card-fixtures.js';
import { seedCards } from './support/catalogue.js';
import { createDeck } from './support/decks.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * A kept answer is keyed by what its route reads: its path values and its declared query parameters, normalised.
 * Made-up parameters are refused (400) and never make a key, so a flood of them cannot push the kept searches and
 * decks out of the bounded store (docs/adr/0042).
 */
let t: TestApp;
let member: TestUser;
let deckPath: string;
const SEARCH = '/api/pokemon/cards/search?pageSize=100';

/** A hundred cards with long texts: a full search page weighs tens of kilobytes, as real ones do. */
const cards = Array.from({ length: 100 }, (_, i) =>
  makePokemon(`sv1-${i + 1}`, `Testmon ${String(i).padStart(3, '0')}`, 'Basic', {
    types: ['Lightning'],
    regulationMark: 'G',
    flavorText: `A creature that lives in long sentences. `.repeat(8),
  }),
);

beforeAll(async () => {
  t = await createTestApp();
  await seedCards(t, cards);
  await t.app.get(DatabaseNotifications).caughtUp();
  member = await t.newUser({ role: Role.MEMBER });
  deckPath = `/api/pokemon/decks/${await createDeck(t, member, 'Kept deck')}`;
  // A full deck's answer weighs tens of kilobytes too.
  for (const card of cards.slice(0, 60)) {
    const added = await t.call(`${deckPath}/cards`, {
      method: 'POST',
      headers: member.auth,
      body: { cardId: card.id, section: 'pokemon', count: 1 },
    });
    expect(added.status).toBe(200);
  }
});
afterAll(() => t.close());

const get = (path: string) => t.call(path, { headers: member.auth });
const kept = () => t.app.get(PublicAnswers).bytes;

/** Runs `count` requests, `parallel` at a time; answers their statuses, counted. */
async function flood(count: number, parallel: number, path: (i: number) => string) {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const response = await get(path(next++));
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

describe('kept answers keyed by what the route reads', () => {
  it('refuses made-up parameters with 400, on routes with a query and without', async () => {
    for (const path of [
      `${SEARCH}&colour=red`,
      '/api/events?x=1',
      `${deckPath}?v=2`,
      '/api/trades/public?sort=id',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^Unknown field '\w+' is not allowed\.$/,
      );
    }
  });

  it('keeps one answer for a query however it is spelt: order, defaults and numbers as the route reads them', async () => {
    expect((await get('/api/pokemon/cards/search?q=Testmon&supertype=Pok%C3%A9mon')).status).toBe(200);
    const weight = kept();
    for (const same of [
      '/api/pokemon/cards/search?supertype=Pok%C3%A9mon&q=Testmon',
      '/api/pokemon/cards/search?q=Testmon&supertype=pokemon&page=1',
      '/api/pokemon/cards/search?pageSize=20&q=Testmon&supertype=Pok%C3%A9mon&page=0001',
    ]) {
      expect((await get(same)).status).toBe(200);
      expect(kept()).toBe(weight);
    }
    expect((await get('/api/pokemon/cards/search?q=Testmon&supertype=Pok%C3%A9mon&page=2')).status).toBe(200);
    expect(kept()).toBeGreaterThan(weight);

    expect((await t.call('/api/trades/public?q=zap%20dos')).status).toBe(200);
    const withTrades = kept();
    for (const same of [
      '/api/trades/public?q=%20zap%20%20dos%20',
      '/api/trades/public?range=[0,%2023]&q=zap+dos',
    ]) {
      expect((await t.call(same)).status).toBe(200);
      expect(kept()).toBe(withTrades);
    }
  });

  it('leaves the kept searches and decks in place after thousands of URLs with made-up parameters', async () => {
    const search = await get(SEARCH);
    expect(search.status).toBe(200);
    expect((await search.text()).length).toBeGreaterThan(50_000);
    const deck = await get(deckPath);
    expect(deck.status).toBe(200);
    expect((await deck.text()).length).toBeGreaterThan(50_000);
    expect((await get('/api/events')).status).toBe(200);
    const weight = kept();

    const statuses = await flood(
      3000,
      16,
      (i) => [`${SEARCH}&made_up=${i}`, `/api/events?x=${i}`, `${deckPath}?nocache=${i}`][i % 3],
    );
    expect(statuses).toEqual({ 400: 3000 });
    expect(kept()).toBe(weight);

    // Still kept: asked for again, neither is built again.
    const searches = jest.spyOn(t.app.get(CardCatalogueService), 'search');
    const decks = jest.spyOn(t.app.get(DecksService), 'ownDetail');
    expect((await get(SEARCH)).status).toBe(200);
    expect((await get(deckPath)).status).toBe(200);
    expect(searches).not.toHaveBeenCalled();
    expect(decks).not.toHaveBeenCalled();
    searches.mockRestore();
    decks.mockRestore();
  });
});
