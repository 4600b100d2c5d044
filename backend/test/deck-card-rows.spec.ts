import { Role } from '../src/common/role.js';
import { DatabaseNotifications } from '../src/database/notifications/database-notifications.js';
import { lookupNameKey } from '../src/cards/domain/card-name.js';
import { CATALOGUE_CHANGED } from '../src/cards/cards.tokens.js';
import { STANDARD_FORMAT } from '../src/formats/domain/default-formats.js';
import { FORMATS_CHANGED } from '../src/formats/formats.tokens.js';
import { GameFormat } from '../src/formats/game-format.entity.js';
import { makePokemon } from './support/card-fixtures.js';
import { seedCards } from './support/catalogue.js';
import { createDeck } from './support/decks.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * A member's deck is put together from the card rows the cards feature keeps (read from PostgreSQL once, not on
 * every request), and those are forgotten whenever the catalogue announces a change: an import, a format change.
 */
const charmander = makePokemon('sv2-26', 'Charmander', 'Basic', { types: ['Fire'], regulationMark: 'G' });
const charmeleon = makePokemon('sv3-27', 'Charmeleon', 'Stage 1', { types: ['Fire'], regulationMark: 'G' });

let t: TestApp;
let member: TestUser;
let deckId: number;

interface DeckDetail {
  cards: { id: string; name: string }[];
  validation: { errors: string[] };
}

async function deck(): Promise<DeckDetail> {
  const response = await t.call(`/api/pokemon/decks/${deckId}`, { headers: member.auth });
  expect(response.status).toBe(200);
  return (await response.json()) as DeckDetail;
}

async function announce(channel: string): Promise<void> {
  await t.em().getConnection().execute(`select pg_notify('${channel}', '')`);
  await t.app.get(DatabaseNotifications).caughtUp();
}

const announceCatalogueChange = () => announce(CATALOGUE_CHANGED);

/** SQL with triggers off and no announcement: a change the server is never told of. */
async function silently(sql: string, params: unknown[] = []): Promise<void> {
  await t.em().transactional(async (em) => {
    const context = em.getTransactionContext();
    await em.getConnection().execute('set local session_replication_role = replica', [], 'all', context);
    await em.getConnection().execute(sql, params, 'all', context);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCards(t, [charmander, charmeleon]);
  // The import's own announcement is heard before the rows are first kept.
  await t.app.get(DatabaseNotifications).caughtUp();
  member = await t.newUser({ role: Role.MEMBER });
  deckId = await createDeck(t, member, 'Fire');
  const added = await t.call(`/api/pokemon/decks/${deckId}/cards`, {
    method: 'POST',
    headers: member.auth,
    body: { cardId: charmander.id, section: 'pokemon', count: 1 },
  });
  expect(added.status).toBe(200);
});
afterAll(() => t.close());

describe("a deck's cards, kept by the cards feature", () => {
  it('are not read again on every request, and are read again once the catalogue announces a change', async () => {
    expect((await deck()).cards.map((card) => card.name)).toEqual(['Charmander']);
    await silently(
      `update card_texts set data = jsonb_set(data, '{name}', '"Charmander (renamed)"') where id = 'sv2-26'`,
    );
    expect((await deck()).cards.map((card) => card.name)).toEqual(['Charmander']);

    await announceCatalogueChange();
    expect((await deck()).cards.map((card) => card.name)).toEqual(['Charmander (renamed)']);
  });

  it("follow a format change at once: the deck's validation says what the new Standard allows", async () => {
    const illegal = (detail: DeckDetail) =>
      detail.validation.errors.filter((error) => error.includes('is not legal in Standard'));
    expect(illegal(await deck())).toHaveLength(1);

    const admin = await t.newUser({ role: Role.ADMIN });
    const change = await t.call('/api/admin/formats/standard', {
      method: 'PUT',
      headers: admin.auth,
      body: { legalMarks: ['G', 'H', 'I', 'J'] },
    });
    expect(change.status).toBe(200);
    expect(illegal(await deck())).toEqual([]);
  });

  it("know every print of a name (the importer's and the reprint rule's question) until the catalogue changes", async () => {
    const importCharmander = async () => {
      const response = await t.call('/api/pokemon/decks/import/ptcgl', {
        method: 'POST',
        headers: member.auth,
        body: { text: '2 Charmander' },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { sections: { pokemon: { id: string }[] }; unresolved: unknown[] };
    };
    expect((await importCharmander()).sections.pokemon).toEqual([expect.objectContaining({ id: 'sv2-26' })]);
    // A second print of the name, as another server's import would write it.
    await silently(
      `update cards set name = 'Charmander', name_key = '${lookupNameKey('Charmander')}' where id = 'sv3-27';
       update card_texts set data = jsonb_set(data, '{name}', '"Charmander"') where id = 'sv3-27'`,
    );
    expect((await importCharmander()).sections.pokemon).toEqual([expect.objectContaining({ id: 'sv2-26' })]);

    await announceCatalogueChange();
    const both = await importCharmander();
    expect(both.sections.pokemon).toEqual([]);
    expect(both.unresolved).toEqual([
      expect.objectContaining({
        text: '2 Charmander',
        candidates: expect.arrayContaining(['sv2-26', 'sv3-27']),
      }),
    ]);
  });

  it('take a format changed by another server once that server announces it', async () => {
    const labels = async () => {
      const response = await t.call('/api/pokemon/formats', { headers: member.auth });
      expect(response.status).toBe(200);
      return ((await response.json()) as { label: string }[]).map((format) => format.label).sort();
    };
    expect(await labels()).toEqual(['Expanded', 'Standard']);
    // The row as another server's change writes it (until a first change, the defaults are answered).
    await silently(
      `insert into formats (code, label, rules, updated_at) values ('standard', 'Standard 2027', ?::jsonb, now())
       on conflict (code) do update set label = excluded.label`,
      [JSON.stringify(new GameFormat(STANDARD_FORMAT).rules)],
    );
    expect(await labels()).toEqual(['Expanded', 'Standard']);

    await announce(FORMATS_CHANGED);
    expect(await labels()).toEqual(['Expanded', 'Standard 2027']);
  });
});
