import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { makeBasicEnergy, makePokemon, makeTrainer } from './support/card-fixtures.js';
import { Deck } from '../src/decks/deck.entity.js';
import { MAX_CARD_LINES } from '../src/decks/domain/ptcgl-resolver.js';
import { seedCards } from './support/catalogue.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

const ACE = 'ACE SPEC';
const cards = {
  dreepy: makePokemon('sv6-128', 'Dreepy', 'Basic', { types: ['Dragon'] }),
  drakloak: makePokemon('sv6-129', 'Drakloak', 'Stage 1', { types: ['Dragon'], evolvesFrom: 'Dreepy' }),
  dreepyPromo: makePokemon('svp-200', 'Dreepy', 'Basic', { types: ['Dragon'] }),
  radiantA: makePokemon('sv2-11', 'Radiant Greninja', 'Basic', {
    subtypes: ['Basic', 'Radiant'],
    types: ['Water'],
  }),
  radiantB: makePokemon('sv2-12', 'Radiant Charizard', 'Basic', {
    subtypes: ['Basic', 'Radiant'],
    types: ['Fire'],
  }),
  ball: makeTrainer(
    'sv5-144',
    'Buddy-Buddy Poffin',
    'Item',
    'Search your deck for up to 2 Basic Pokémon with 70 HP or less and put them onto your Bench. Then, shuffle your deck.',
  ),
  aceA: makeTrainer(
    'sv5-150',
    'Prime Catcher',
    'Item',
    'Switch in 1 of your opponent’s Benched Pokémon to the Active Spot. If you do, switch your Active Pokémon with 1 of your Benched Pokémon.',
    { subtypes: ['Item', ACE] },
  ),
  aceB: makeTrainer(
    'sv5-151',
    'Master Ball',
    'Item',
    'Search your deck for a Pokémon, reveal it, and put it into your hand. Then, shuffle your deck.',
    { subtypes: ['Item', ACE] },
  ),
  oldTrainer: makeTrainer('sv1-170', 'Old Rod', 'Item', 'Flip a coin.', { regulationMark: 'G' }),
  psychic: makeBasicEnergy('sve-5', 'Psychic'),
  zoruaA: makePokemon('sv6-97', 'Zorua', 'Basic', { types: ['Darkness'], hp: 70 }),
  zoruaB: makePokemon('sv2-120', 'Zorua', 'Basic', { types: ['Darkness'], hp: 60 }),
};

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedCards(t, Object.values(cards));
  owner = await t.newUser({ email: 'owner@example.com' });
  stranger = await t.newUser({ email: 'stranger@example.com' });
});
afterAll(() => t.close());

interface DeckAnswer {
  id: number;
  name: string;
  format: string;
  cardCount: number;
  cards: { id: string; section: string; count: number }[];
  validation: { valid: boolean; errors: string[]; warnings: string[]; metrics: { totalCards: number } };
  odds: { openingBasic: number; cards: { cardId: string; byFirstTurn: number }[] };
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function newDeck(
  user = owner,
  body: object = { name: 'Dragapult', format: 'standard' },
): Promise<DeckAnswer> {
  const response = await t.call('/api/pokemon/decks', { method: 'POST', headers: user.auth, body });
  expect(response.status).toBe(201);
  return json<DeckAnswer>(response);
}

async function setCount(deck: number, cardId: string, section: string, count: number): Promise<DeckAnswer> {
  const response = await t.call(`/api/pokemon/decks/${deck}/cards`, {
    method: 'POST',
    headers: owner.auth,
    body: { cardId, section, count },
  });
  expect(response.status).toBe(200);
  return json<DeckAnswer>(response);
}

async function validate(entries: [string, string, number][], format = 'standard') {
  const response = await t.call('/api/pokemon/decks/validate', {
    method: 'POST',
    headers: owner.auth,
    body: { format, cards: entries.map(([cardId, section, count]) => ({ cardId, section, count })) },
  });
  expect(response.status).toBe(200);
  return json<DeckAnswer['validation']>(response);
}

describe('decks', () => {
  it('creates, lists, renames and deletes a deck', async () => {
    const deck = await newDeck();
    expect(deck).toMatchObject({ name: 'Dragapult', format: 'standard', cardCount: 0, cards: [] });
    expect(deck.validation).toMatchObject({ valid: false, errors: [], warnings: [] });

    const list = await json<{ id: number }[]>(await t.call('/api/pokemon/decks', { headers: owner.auth }));
    expect(list.map((d) => d.id)).toContain(deck.id);

    const renamed = await t.call(`/api/pokemon/decks/${deck.id}`, {
      method: 'PUT',
      headers: owner.auth,
      body: { name: 'Dragapult ex', format: 'expanded', notes: 'for Saturday' },
    });
    expect(await json(renamed)).toMatchObject({
      name: 'Dragapult ex',
      format: 'expanded',
      notes: 'for Saturday',
    });

    expect(
      (await t.call(`/api/pokemon/decks/${deck.id}`, { method: 'DELETE', headers: owner.auth })).status,
    ).toBe(204);
    expect((await t.call(`/api/pokemon/decks/${deck.id}`, { headers: owner.auth })).status).toBe(404);
  });

  it.each([
    [{ name: '   ' }, 'Deck name is required.'],
    [{ name: 'x'.repeat(101) }, 'Deck name must be at most 100 characters long.'],
    [{ name: 'Ok', format: 'unlimited' }, 'Format must be standard or expanded.'],
    [{ name: 'Ok', ownerId: 2 }, "Unknown field 'ownerId' is not allowed."],
  ])('refuses to create %j', async (body, message) => {
    const before = await t.em().count(Deck, {});
    const response = await t.call('/api/pokemon/decks', { method: 'POST', headers: owner.auth, body });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toBe(message);
    expect(await t.em().count(Deck, {})).toBe(before);
  });

  it('adds and removes cards by delta and by count, answering the whole deck', async () => {
    const deck = await newDeck();
    const plusOne = await t.call(`/api/pokemon/decks/${deck.id}/cards`, {
      method: 'POST',
      headers: owner.auth,
      body: { cardId: 'sv6-128', section: 'pokemon', countDelta: 1 },
    });
    expect((await json<DeckAnswer>(plusOne)).cards).toEqual([
      expect.objectContaining({ id: 'sv6-128', section: 'pokemon', count: 1 }),
    ]);
    const four = await setCount(deck.id, 'sv6-128', 'pokemon', 4);
    expect(four.cardCount).toBe(4);
    // Four Basics in a 4-card deck: a Basic every time. With 56 Energy beside them: 1 - C(56,7)/C(60,7).
    expect(four.odds.openingBasic).toBe(1);
    const sixty = await setCount(deck.id, 'sve-5', 'energy', 56);
    expect(sixty.odds.openingBasic).toBeCloseTo(1 - (53 * 52 * 51 * 50) / (60 * 59 * 58 * 57), 12);
    await setCount(deck.id, 'sve-5', 'energy', 0);
    const minus = await t.call(`/api/pokemon/decks/${deck.id}/cards`, {
      method: 'POST',
      headers: owner.auth,
      body: { cardId: 'sv6-128', section: 'pokemon', countDelta: -4 },
    });
    expect((await json<DeckAnswer>(minus)).cards).toEqual([]);
  });

  it.each([
    [
      { cardId: 'sv6-128', section: 'trainer', countDelta: 1 },
      'Dreepy is a Pokémon card; it goes in the pokemon section.',
    ],
    [{ cardId: 'sv6-999', section: 'pokemon', countDelta: 1 }, "There is no card with id 'sv6-999'."],
    [{ cardId: 'sv6-128', section: 'pokemon' }, 'Give countDelta (a whole number such as 1 or -1) or count.'],
    [{ cardId: 'sv6-128', section: 'pokemon', count: 61 }, 'count must be a whole number from 0 to 60.'],
    [
      { cardId: 'sv6-128', section: 'pokemon', count: 2, countDelta: 1 },
      'Give either countDelta or count, not both.',
    ],
    [{ cardId: '<script>', section: 'pokemon', countDelta: 1 }, 'cardId must be a card id such as sv6-1.'],
  ])('refuses the card change %j', async (body, message) => {
    const deck = await newDeck();
    const response = await t.call(`/api/pokemon/decks/${deck.id}/cards`, {
      method: 'POST',
      headers: owner.auth,
      body,
    });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toBe(message);
  });

  it('duplicates a deck with its cards', async () => {
    const deck = await newDeck();
    await setCount(deck.id, 'sve-5', 'energy', 10);
    const copy = await t.call(`/api/pokemon/decks/${deck.id}/duplicate`, {
      method: 'POST',
      headers: owner.auth,
    });
    expect(copy.status).toBe(201);
    const body = await json<DeckAnswer>(copy);
    expect(body).toMatchObject({ name: 'Dragapult (copy)', cardCount: 10 });
    expect(body.id).not.toBe(deck.id);
  });

  it("keeps a member's decks private: another member gets 404 for every call", async () => {
    const deck = await newDeck();
    const calls: [string, string, unknown][] = [
      ['GET', `/api/pokemon/decks/${deck.id}`, undefined],
      ['PUT', `/api/pokemon/decks/${deck.id}`, { name: 'mine now' }],
      ['DELETE', `/api/pokemon/decks/${deck.id}`, undefined],
      ['POST', `/api/pokemon/decks/${deck.id}/duplicate`, undefined],
      [
        'POST',
        `/api/pokemon/decks/${deck.id}/cards`,
        { cardId: 'sv6-128', section: 'pokemon', countDelta: 1 },
      ],
      ['POST', '/api/pokemon/decks/export/ptcgl', { deckId: deck.id }],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.call(path, { method, headers: stranger.auth, body });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
      expect((await json<{ message: string }>(response)).message).toBe('Deck not found');
    }
    const list = await json<{ id: number }[]>(await t.call('/api/pokemon/decks', { headers: stranger.auth }));
    expect(list.map((d) => d.id)).not.toContain(deck.id);
    const still = await json<DeckAnswer>(
      await t.call(`/api/pokemon/decks/${deck.id}`, { headers: owner.auth }),
    );
    expect(still.name).toBe('Dragapult');
  });
});

describe('validation', () => {
  const filler: [string, string, number][] = [['sve-5', 'energy', 10]];

  it('counts five copies across two prints of one name as too many', async () => {
    const result = await validate([['sv6-128', 'pokemon', 3], ['svp-200', 'pokemon', 2], ...filler]);
    expect(result.errors.join(' ')).toMatch(/Dreepy/);
    expect(result.errors.some((error) => /more than 4|5 copies/i.test(error))).toBe(true);
  });

  it('allows only one ACE SPEC and one Radiant Pokémon', async () => {
    const result = await validate([
      ['sv5-150', 'trainer', 1],
      ['sv5-151', 'trainer', 1],
      ['sv2-11', 'pokemon', 1],
      ['sv2-12', 'pokemon', 1],
      ...filler,
    ]);
    expect(
      result.errors.some(
        (error) =>
          error.includes('ACE SPEC') && error.includes('Prime Catcher') && error.includes('Master Ball'),
      ),
    ).toBe(true);
    expect(
      result.errors.some((error) => error.includes('Radiant') && error.includes('Radiant Greninja')),
    ).toBe(true);
  });

  it('needs a Basic Pokémon, and names cards not legal in the format', async () => {
    const result = await validate([['sv1-170', 'trainer', 1], ...filler]);
    expect(result.errors.some((error) => /Basic Pokémon/.test(error))).toBe(true);
    expect(result.errors.some((error) => error.includes('Old Rod') && /Standard/.test(error))).toBe(true);
    const expanded = await validate(
      [['sv6-128', 'pokemon', 1], ['sv1-170', 'trainer', 1], ...filler],
      'expanded',
    );
    expect(expanded.errors.some((error) => error.includes('Old Rod'))).toBe(false);
  });

  it('says more than 60 cards is an error, and fewer is only incomplete', async () => {
    const over = await validate([
      ['sv6-128', 'pokemon', 4],
      ['sve-5', 'energy', 57],
    ]);
    expect(over.valid).toBe(false);
    expect(over.errors.some((error) => /61/.test(error))).toBe(true);
    const under = await validate([
      ['sv6-128', 'pokemon', 4],
      ['sve-5', 'energy', 10],
    ]);
    expect(under.valid).toBe(false);
    expect(under.errors).toEqual([]);
  });

  it('refuses unknown card ids and bad input with 400', async () => {
    const unknown = await t.call('/api/pokemon/decks/validate', {
      method: 'POST',
      headers: owner.auth,
      body: { cards: [{ cardId: 'zz-1', section: 'pokemon', count: 1 }] },
    });
    expect(unknown.status).toBe(400);
    expect((await json<{ message: string }>(unknown)).message).toBe('Unknown card ids: zz-1.');
    const bad = await t.call('/api/pokemon/decks/validate', {
      method: 'POST',
      headers: owner.auth,
      body: { cards: 'all of them' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('PTCGL import and export', () => {
  const list = `Pokémon: 2
4 Dreepy TWM 128
2 Drakloak TWM 129

Trainer: 1
4 Buddy-Buddy Poffin TEF 144

Energy: 1
10 Basic {P} Energy SVE 5
3 Made Up Card XYZ 1

Total Cards: 20`;

  it('resolves every known line, reports the others with their line number, and round-trips through export', async () => {
    const response = await t.call('/api/pokemon/decks/import/ptcgl', {
      method: 'POST',
      headers: owner.auth,
      body: { text: list, format: 'standard' },
    });
    expect(response.status).toBe(200);
    const parsed = await json<{
      sections: Record<string, { id: string; section: string; count: number }[]>;
      unresolved: { line: number; text: string; reason: string }[];
    }>(response);
    expect(parsed.sections.pokemon).toEqual([
      { id: 'sv6-128', section: 'pokemon', count: 4 },
      { id: 'sv6-129', section: 'pokemon', count: 2 },
    ]);
    expect(parsed.sections.trainer).toEqual([{ id: 'sv5-144', section: 'trainer', count: 4 }]);
    expect(parsed.sections.energy).toEqual([{ id: 'sve-5', section: 'energy', count: 10 }]);
    expect(parsed.unresolved).toEqual([
      { line: 10, text: '3 Made Up Card XYZ 1', reason: expect.any(String) },
    ]);

    const deck = await newDeck();
    for (const entry of Object.values(parsed.sections).flat())
      await setCount(deck.id, entry.id, entry.section, entry.count);
    const exported = await json<{ text: string }>(
      await t.call('/api/pokemon/decks/export/ptcgl', {
        method: 'POST',
        headers: owner.auth,
        body: { deckId: deck.id },
      }),
    );
    expect(exported.text).toContain('Basic {P} Energy SVE 5');
    expect(exported.text).toContain('Total Cards: 20');
    const again = await json<{ sections: Record<string, unknown[]>; unresolved: unknown[] }>(
      await t.call('/api/pokemon/decks/import/ptcgl', {
        method: 'POST',
        headers: owner.auth,
        body: { text: exported.text },
      }),
    );
    expect(again.unresolved).toEqual([]);
    expect(again.sections).toEqual(parsed.sections);
  });

  it('reads basic Energy by PTCGL number and reports a name shared by different cards with its candidates', async () => {
    const response = await t.call('/api/pokemon/decks/import/ptcgl', {
      method: 'POST',
      headers: owner.auth,
      body: { text: '7 Psychic Energy 5\n2 Zorua\n1 Zorua TWM 97', format: 'standard' },
    });
    expect(response.status).toBe(200);
    const parsed = await json<{
      sections: Record<string, { id: string; count: number }[]>;
      unresolved: { line: number; text: string; reason: string; candidates?: string[] }[];
    }>(response);
    expect(parsed.sections.energy).toEqual([{ id: 'sve-5', section: 'energy', count: 7 }]);
    expect(parsed.sections.pokemon).toEqual([{ id: 'sv6-97', section: 'pokemon', count: 1 }]);
    expect(parsed.unresolved).toEqual([
      {
        line: 2,
        text: '2 Zorua',
        reason:
          '"Zorua" is 2 different cards: Zorua (TWM 97), Zorua (PAL 120). Add the set code and number of the one you mean.',
        candidates: ['sv6-97', 'sv2-120'],
        written: { count: 2, name: 'Zorua', setCode: null, number: null },
        choices: [
          expect.objectContaining({ id: 'sv6-97', name: 'Zorua', setCode: 'TWM', number: '97' }),
          expect.objectContaining({ id: 'sv2-120', name: 'Zorua', setCode: 'PAL', number: '120' }),
        ],
      },
    ]);
  });

  it('refuses a blank or huge list with 400', async () => {
    const blank = await t.call('/api/pokemon/decks/import/ptcgl', {
      method: 'POST',
      headers: owner.auth,
      body: { text: '  ' },
    });
    expect(blank.status).toBe(400);
    const huge = await t.call('/api/pokemon/decks/import/ptcgl', {
      method: 'POST',
      headers: owner.auth,
      body: { text: 'x'.repeat(20001) },
    });
    expect(huge.status).toBe(400);
    const badId = await t.call('/api/pokemon/decks/export/ptcgl', {
      method: 'POST',
      headers: owner.auth,
      body: { deckId: 'one' },
    });
    expect(badId.status).toBe(400);
  });
});

describe('PTCGL gallery codes', () => {
  beforeAll(() =>
    seedCards(t, [
      makePokemon('swsh12pt5gg-GG29', 'Bidoof', 'Basic', { hp: 70 }),
      makePokemon('swsh12pt5gg-GG25', 'Bibarel', 'Stage 1', { hp: 120, evolvesFrom: 'Bidoof' }),
      makePokemon('swsh12pt5-111', 'Bidoof', 'Basic', { hp: 60 }),
    ]),
  );

  it('reads "CRZ-GG 29" as PTCGL writes it: the Galarian Gallery print GG29, without a note', async () => {
    const response = await t.call('/api/pokemon/decks/import/ptcgl', {
      method: 'POST',
      headers: owner.auth,
      body: { text: '1 Bidoof CRZ-GG 29\n1 Bibarel CRZ-GG 25' },
    });
    expect(await json(response)).toEqual({
      sections: {
        pokemon: [
          { id: 'swsh12pt5gg-GG29', section: 'pokemon', count: 1 },
          { id: 'swsh12pt5gg-GG25', section: 'pokemon', count: 1 },
        ],
        trainer: [],
        energy: [],
      },
      unresolved: [],
      notes: [],
    });
  });
});

describe('print choices for lines whose name is shared by different cards', () => {
  const importAs = async (user: TestUser, text: string) => {
    const response = await t.call('/api/pokemon/decks/import/ptcgl', {
      method: 'POST',
      headers: user.auth,
      body: { text, format: 'standard' },
    });
    expect(response.status).toBe(200);
    return json<{
      sections: Record<string, { id: string; count: number }[]>;
      unresolved: { line: number; candidates?: string[] }[];
      notes: { line: number; id: string; note: string }[];
    }>(response);
  };
  const choose = (user: TestUser, body: unknown) =>
    t.call('/api/pokemon/decks/print-choices', { method: 'PUT', headers: user.auth, body });

  it("remembers a member's pick and uses it on their next import only", async () => {
    const chooser = await t.newUser({ email: 'chooser@example.com' });
    expect((await importAs(chooser, '2 Zorua')).unresolved).toEqual([
      expect.objectContaining({ line: 1, candidates: ['sv6-97', 'sv2-120'] }),
    ]);
    const chosen = await choose(chooser, { code: null, number: null, name: 'Zorua', cardId: 'sv2-120' });
    expect(chosen.status).toBe(200);
    expect(await json(chosen)).toEqual({ code: null, number: null, name: 'Zorua', cardId: 'sv2-120' });

    const again = await importAs(chooser, 'Pokémon: 3\n3 zorua');
    expect(again.unresolved).toEqual([]);
    expect(again.sections.pokemon).toEqual([{ id: 'sv2-120', section: 'pokemon', count: 3 }]);
    expect(again.notes).toEqual([
      expect.objectContaining({ line: 2, id: 'sv2-120', note: 'Your earlier choice: used Zorua (sv2-120).' }),
    ]);
    // Picking again replaces the choice; other members never see it.
    expect((await choose(chooser, { name: 'Zorua', cardId: 'sv6-97' })).status).toBe(200);
    expect((await importAs(chooser, '1 Zorua')).sections.pokemon).toEqual([
      { id: 'sv6-97', section: 'pokemon', count: 1 },
    ]);
    expect((await importAs(stranger, '1 Zorua')).unresolved).toHaveLength(1);
  });

  it('keeps a choice under the line’s set code and number', async () => {
    const chooser = await t.newUser({ email: 'coder@example.com' });
    const line = '1 Zorua XYZ 5';
    expect((await importAs(chooser, line)).unresolved).toHaveLength(1);
    expect(
      (await choose(chooser, { code: 'XYZ', number: '5', name: 'Zorua', cardId: 'sv6-97' })).status,
    ).toBe(200);
    expect((await importAs(chooser, line)).sections.pokemon).toEqual([
      { id: 'sv6-97', section: 'pokemon', count: 1 },
    ]);
    expect((await importAs(chooser, '1 Zorua')).unresolved).toHaveLength(1);
  });

  it('refuses bad choices with 400 and a reason, and stores nothing', async () => {
    const chooser = await t.newUser({ email: 'refused@example.com' });
    const cases: [unknown, string][] = [
      [{ name: 'Zorua', cardId: 'sv5-144' }, 'Buddy-Buddy Poffin (sv5-144) is not a print of "Zorua".'],
      [{ name: 'Zorua', cardId: 'sv9-999' }, "There is no card with id 'sv9-999'."],
      [{ name: 'Zorua', cardId: '../x' }, 'cardId must be a card id such as sv6-1.'],
      [{ name: '', cardId: 'sv6-97' }, 'Card name is required.'],
      [
        { name: 'Zorua', cardId: 'sv6-97', code: 'not a code' },
        expect.stringContaining('code must be a set code'),
      ],
      [
        { name: 'Zorua', cardId: 'sv6-97', number: 12 },
        expect.stringContaining('number must be a card number'),
      ],
      [{ name: 'Z'.repeat(101), cardId: 'sv6-97' }, 'Card name must be at most 100 characters long.'],
    ] as [unknown, string][];
    for (const [body, message] of cases) {
      const response = await choose(chooser, body);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ statusCode: 400, message });
    }
    expect((await importAs(chooser, '1 Zorua')).unresolved).toHaveLength(1);
  });

  it('keeps at most 500 choices per member', async () => {
    const chooser = await t.newUser({ email: 'hoarder@example.com' });
    const em = t.app.get(MikroORM).em.fork();
    await em.getConnection().execute(
      `insert into print_choices (owner_id, set_code, number, name_key, card_id, updated_at)
       select ?, 'BULK', n::text, 'zorua', 'sv6-97', now() from generate_series(1, 500) as n`,
      [chooser.user.id],
    );
    const response = await choose(chooser, { name: 'Zorua', cardId: 'sv2-120' });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toMatch(/^You have 500 remembered prints/);
    // Replacing a choice already kept is still allowed.
    expect(
      (await choose(chooser, { code: 'BULK', number: '7', name: 'Zorua', cardId: 'sv2-120' })).status,
    ).toBe(200);
  });

  it('is for signed-in members only', async () => {
    const response = await t.call('/api/pokemon/decks/print-choices', {
      method: 'PUT',
      body: { name: 'Zorua', cardId: 'sv6-97' },
    });
    expect(response.status).toBe(401);
  });
});

describe('PTCGL import of a list naming a set on every line', () => {
  // With the three lines below, as many card lines as a list may have (MAX_CARD_LINES): one set each.
  const SETS = MAX_CARD_LINES - 3;
  const bulk = Array.from({ length: SETS }, (_, i) =>
    makePokemon(`bulk${i + 1}-${i + 1}`, `Bulk Mon ${i + 1}`, 'Basic'),
  );

  beforeAll(() => seedCards(t, bulk));

  it('resolves every line in a few queries, however many sets the list names', async () => {
    const lines = bulk.map((card, i) => `1 ${card.name} BULK${i + 1} ${i + 1}`);
    const text = [...lines, '2 Bulk Mon 7', '1 Nobody BULK3 3', '3 Made Up Card'].join('\n');
    const execute = jest.spyOn(t.app.get(MikroORM).em.getConnection(), 'execute');
    try {
      const response = await t.call('/api/pokemon/decks/import/ptcgl', {
        method: 'POST',
        headers: owner.auth,
        body: { text, format: 'standard' },
      });
      expect(response.status).toBe(200);
      expect(execute.mock.calls.length).toBeLessThanOrEqual(8);
      const parsed = await json<{
        sections: Record<string, { id: string; count: number }[]>;
        unresolved: { line: number; reason: string }[];
      }>(response);
      expect(parsed.sections.pokemon).toEqual(
        bulk.map((card, i) => ({ id: card.id, section: 'pokemon', count: i === 6 ? 3 : 1 })),
      );
      expect(parsed.unresolved).toEqual([
        {
          line: SETS + 2,
          text: '1 Nobody BULK3 3',
          reason: 'BULK3 3 is Bulk Mon 3 in the card data, and no card named "Nobody" was found.',
        },
        { line: SETS + 3, text: '3 Made Up Card', reason: 'No card named "Made Up Card" was found.' },
      ]);
    } finally {
      execute.mockRestore();
    }
  });
});
