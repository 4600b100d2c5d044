import { openCardSource } from '../src/cards/card-data-source.js';
import { importCatalogue, readCatalogue } from '../src/cards/card-importer.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/** The whole public data set through the real importer and search; runs when CARD_DATA_DIR is set. */
const dataDir = process.env.CARD_DATA_DIR;
const describeWithData = dataDir ? describe : describe.skip;

describeWithData('the full card data set (CARD_DATA_DIR)', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.newUser();
    const catalogue = await readCatalogue(await openCardSource(dataDir!, t.config.cardImport));
    const summary = await importCatalogue(t.em(), catalogue);
    expect(summary).toMatchObject({ setsAdded: 175, cardsAdded: 20360, cardsUpdated: 0 });
  }, 180_000);
  afterAll(() => t?.close());

  async function search(query: string) {
    const response = await t.call(`/api/pokemon/cards/search?${query}`, { headers: member.auth });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      cards: { id: string; name: string; legalStd: boolean; legalExp: boolean }[];
      pagination: { total: number };
    };
  }

  it('holds every set and card, newest first', async () => {
    const health = await (await t.call('/api/pokemon/health')).json();
    expect(health).toMatchObject({ sets: 175, cards: 20360 });
    const newest = await search('pageSize=1');
    expect(newest.cards[0].id).toMatch(/^me4-/);
  });

  it('re-importing changes nothing', async () => {
    const summary = await importCatalogue(
      t.em(),
      await readCatalogue(await openCardSource(dataDir!, t.config.cardImport)),
    );
    expect(summary).toMatchObject({ setsAdded: 0, setsUpdated: 0, cardsAdded: 0, cardsUpdated: 0 });
    // The data is still wrong, so every import repairs it again and says so.
    expect(summary.repairs).toHaveLength(23);
  }, 180_000);

  it('files the Ascended Heroes Supporters the data calls Pokémon as Trainers', async () => {
    const trainers = await search('set=me2pt5&supertype=Trainer&pageSize=100');
    expect(trainers.cards.map((card) => card.id)).toEqual(
      expect.arrayContaining(['me2pt5-183', 'me2pt5-185', 'me2pt5-192']),
    );
    const pokemon = await search(`set=me2pt5&supertype=${encodeURIComponent('Pokémon')}&pageSize=100`);
    expect(pokemon.cards.map((card) => card.id)).not.toContain('me2pt5-183');
  });

  it('computes Standard and Expanded legality with the reprint rule and the ban list', async () => {
    const ultraBall = await search('q=ultra%20ball&supertype=Trainer&set=SVI');
    expect(ultraBall.cards.find((card) => card.id === 'sv1-196')).toMatchObject({
      legalStd: true,
      legalExp: true,
    });
    const found = await search(`q=${encodeURIComponent("lysandre's trump card")}`);
    const trumpCards = found.cards.filter((card) => card.name.replace('’', "'") === "Lysandre's Trump Card");
    expect(trumpCards.length).toBeGreaterThan(0);
    expect(trumpCards.every((card) => !card.legalExp && !card.legalStd)).toBe(true);
    // Base Set is older than Expanded; only prints reprinted with the same text since (basic Energy…) count.
    const base = await search('set=base1&pageSize=100');
    expect(base.cards.filter((card) => !card.legalExp).length).toBeGreaterThan(80);
    expect(base.cards.find((card) => card.name === 'Fire Energy')?.legalExp).toBe(true);
  });

  it('keeps every Classic Collection print out of both formats, though its originals are legal', async () => {
    const classic = await search('set=cel25c&pageSize=100');
    expect(classic.pagination.total).toBe(25);
    expect(classic.cards.filter((card) => card.legalExp || card.legalStd)).toEqual([]);
  });

  it('opens, pictures and adds to a deck the prints whose numbers carry _, ! or ?', async () => {
    const deck = (await (
      await t.call('/api/pokemon/decks', {
        method: 'POST',
        headers: { ...member.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Odd numbers', format: 'expanded' }),
      })
    ).json()) as { id: number };
    for (const id of ['cel25c-15_A1', 'ex10-!', 'ex10-?']) {
      const card = await t.call(`/api/pokemon/cards/${encodeURIComponent(id)}`, { headers: member.auth });
      expect(card.status).toBe(200);
      const { images } = (await card.json()) as { images: { small: string } };
      expect(images.small).toBe(`/api/pokemon/images/${encodeURIComponent(id)}/small`);
      const added = await t.call(`/api/pokemon/decks/${deck.id}/cards`, {
        method: 'POST',
        headers: { ...member.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ cardId: id, section: 'pokemon', countDelta: 1 }),
      });
      expect(added.status).toBeLessThan(300);
    }
  });

  it('finds Pokémon by misspelt name and Trainers by game text', async () => {
    expect((await search('q=charzard')).cards.some((card) => card.name.startsWith('Charizard'))).toBe(true);
    const switching = await search(
      `q=${encodeURIComponent('switch your Active Pokémon')}&supertype=Trainer&legal=standard`,
    );
    expect(switching.cards.map((card) => card.name)).toContain('Switch');
  });
});
