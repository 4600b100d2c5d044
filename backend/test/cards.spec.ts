import pg from 'pg';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { placeholderImage } from '../src/cards/card-image.service.js';
import { Card } from '../src/cards/card.entity.js';
import { Role } from '../src/common/role.js';
import { ALL_CARDS, seedCards } from './support/catalogue.js';
import { pngLabelled } from './support/pictures.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

interface SearchAnswer {
  cards: { id: string; name: string; legalStd: boolean; legalExp: boolean; setCode: string }[];
  pagination: { page: number; pageSize: number; total: number; totalPages: number };
}

let t: TestApp;
let member: TestUser;
let imageHits = 0;
let imageHostUp = true;
let imageHost: Server;

beforeAll(async () => {
  imageHost = createServer((request, response) => {
    imageHits++;
    if (!imageHostUp) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(pngLabelled(request.url ?? ''));
  });
  await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
  const address = imageHost.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await createTestApp({ CARD_IMAGE_BASE_URL: `http://127.0.0.1:${port}` });
  member = await t.newUser();
  const withImages = ALL_CARDS.map((card) => ({
    ...card,
    images: {
      small: `https://images.pokemontcg.io/${card.setId}/${card.number}.png`,
      large: `https://images.pokemontcg.io/${card.setId}/${card.number}_hires.png`,
    },
  }));
  await seedCards(t, withImages);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => imageHost.close(resolve));
});

async function search(query: string): Promise<SearchAnswer> {
  const response = await t.call(`/api/pokemon/cards/search?${query}`, { headers: member.auth });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
}

const names = (answer: SearchAnswer) => answer.cards.map((card) => card.name);

/** A GET that leaves the body as sent (fetch would decompress it). */
function rawGet(
  path: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(
      `${t.baseUrl}${path}`,
      { headers: { ...member.auth, 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      },
    ).on('error', reject);
  });
}

describe('GET /api/pokemon/cards/search', () => {
  it('finds names without accents, in any case, and with small typos', async () => {
    expect(names(await search('q=FLABEBE'))).toEqual(['Flabébé']);
    expect(names(await search('q=pikchu'))).toEqual(expect.arrayContaining(['Pikachu ex', 'Pikachu']));
  });

  it('finds game text', async () => {
    const answer = await search(`q=${encodeURIComponent('Basic Pokémon onto your Bench')}`);
    expect(names(answer)).toContain('Nest Ball');
  });

  it('filters by supertype, element, set id or code, and rarity', async () => {
    expect(names(await search('supertype=Trainer')).sort()).toEqual([
      'Nest Ball',
      'Ultra Ball',
      'Ultra Ball',
    ]);
    expect(names(await search('supertype=Pokemon&type=Fire'))).toEqual(['Charmander']);
    expect(names(await search('set=TWM'))).toEqual(['Flabébé']);
    expect(names(await search('set=sv6'))).toEqual(['Flabébé']);
    expect(names(await search('rarity=double%20rare'))).toEqual(['Pikachu ex']);
  });

  it('computes legality itself: marks for Standard, and the reprint rule', async () => {
    const standard = await search('legal=standard&supertype=Trainer');
    // The G-mark Ultra Ball is legal because an I-mark Ultra Ball with the same text is; Nest Ball G is not.
    expect(standard.cards.map((card) => card.id).sort()).toEqual(['me1-131', 'sv1-196']);
    const pikachu = (await search('q=pikachu')).cards.find((card) => card.name === 'Pikachu')!;
    expect(pikachu).toMatchObject({ legalStd: false, legalExp: true });
    expect((await search('legal=expanded')).pagination.total).toBe(ALL_CARDS.length);
  });

  it('pages newest sets first with a stable order', async () => {
    const first = await search('pageSize=3&page=1');
    const second = await search('pageSize=3&page=2');
    expect(first.pagination).toEqual({
      page: 1,
      pageSize: 3,
      total: ALL_CARDS.length,
      totalPages: Math.ceil(ALL_CARDS.length / 3),
    });
    expect(first.cards[0].id).toBe('me1-131');
    const seen = [...first.cards, ...second.cards].map((card) => card.id);
    expect(new Set(seen).size).toBe(6);
    const beyond = await search('pageSize=3&page=9');
    expect(beyond.cards).toEqual([]);
    expect(beyond.pagination.total).toBe(ALL_CARDS.length);
  });

  it('answers compressed when the browser accepts it, with the same cards', async () => {
    const path = '/api/pokemon/cards/search?pageSize=5';
    const plain = await rawGet(path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const cards = JSON.parse(plain.body.toString('utf8')) as SearchAnswer;
    expect(cards.cards).toHaveLength(5);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'zstd', zstdDecompressSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await rawGet(path, accept);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decode(answer.body).toString('utf8'))).toEqual(cards);
    }
  });

  it.each([
    ['pageSize=101', 'pageSize must be a whole number from 1 to 100.'],
    ['pageSize=abc', 'pageSize must be a whole number from 1 to 100.'],
    ['page=0', 'page must be a whole number from 1 to 100000.'],
    ['page=1.5', 'page must be a whole number from 1 to 100000.'],
    ['legal=unlimited', 'legal must be standard or expanded.'],
    ['supertype=Wizard', 'supertype must be Pokémon, Trainer or Energy.'],
    ['type=Plasma', 'type must be one of'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters long.'],
    ['sort=name', "Unknown field 'sort' is not allowed."],
  ])('refuses ?%s with 400', async (query, message) => {
    const response = await t.call(`/api/pokemon/cards/search?${query}`, { headers: member.auth });
    expect(response.status).toBe(400);
    expect(String(((await response.json()) as { message: string }).message)).toContain(message);
  });

  it('answers a repeated search with 304 to the member who holds it, kept private to their browser', async () => {
    const path = '/api/pokemon/cards/search?q=pikachu';
    const first = await t.call(path, { headers: member.auth });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toMatch(/authorization/i);
    const again = await t.call(path, { headers: { ...member.auth, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await t.call(path, { headers: { 'if-none-match': etag } })).status).toBe(401);
  });

  it('answers each card exactly as the card itself is answered', async () => {
    const answer = await search('q=flabebe&pageSize=100');
    expect(answer.cards.length).toBeGreaterThan(0);
    for (const card of answer.cards) {
      const own = await t.call(`/api/pokemon/cards/${card.id}`, { headers: member.auth });
      expect(card).toStrictEqual(await own.json());
    }
  });

  it('forgets its answers when a change to the catalogue is announced from elsewhere', async () => {
    const [card] = (await search('q=flabebe')).cards;
    const connection = t.em().getConnection();
    const setName = (name: string) =>
      connection.execute(
        `update card_texts set data = jsonb_set(data, '{setName}', to_jsonb(?::text)) where id = ?`,
        [name, card.id],
      );
    const setNameFound = async () => {
      const found = (await search('q=flabebe')).cards.find((each) => each.id === card.id);
      return (found as unknown as { setName: string }).setName;
    };
    const original = await setNameFound();
    await setName('Changed by the command line');
    expect(await setNameFound()).toBe(original); // answered from the cache
    await connection.execute(`select pg_notify('catalogue_changed', '')`);
    for (let tries = 0; (await setNameFound()) !== 'Changed by the command line' && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await setNameFound()).toBe('Changed by the command line');
    await setName(original);
    await connection.execute(`select pg_notify('catalogue_changed', '')`);
  });

  it('treats injection strings as plain search text', async () => {
    const answer = await search(`q=${encodeURIComponent("'; drop table cards; --")}`);
    expect(answer.cards).toEqual([]);
    for (const set of ['sv6"}', '{sv6,sv5}', 'a\\"b', "x'); drop table cards; --"]) {
      expect((await search(`set=${encodeURIComponent(set)}`)).cards).toEqual([]);
    }
    expect(await t.em().count(Card, {})).toBe(ALL_CARDS.length);
  });

  it('is for approved members only', async () => {
    expect((await t.call('/api/pokemon/cards/search')).status).toBe(401);
    const pending = await t.newUser({ role: Role.PENDING });
    expect((await t.call('/api/pokemon/cards/search', { headers: pending.auth })).status).toBe(403);
  });
});

describe('GET /api/pokemon/cards/{id}', () => {
  it('answers one card with its set code and image addresses', async () => {
    const response = await t.call('/api/pokemon/cards/sv6-86', { headers: member.auth });
    expect(await response.json()).toMatchObject({
      id: 'sv6-86',
      name: 'Flabébé',
      setCode: 'TWM',
      images: { small: '/api/pokemon/images/sv6-86/small', large: '/api/pokemon/images/sv6-86/large' },
      legalStd: true,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.call('/api/pokemon/cards/sv6-999', { headers: member.auth })).status).toBe(404);
    expect(
      (await t.call(`/api/pokemon/cards/${encodeURIComponent('../etc/passwd')}`, { headers: member.auth }))
        .status,
    ).toBe(400);
  });
});

describe('GET /api/pokemon/images/{id}/{size}', () => {
  it('fetches an image once, then serves it from the cache with an ETag and a long immutable life', async () => {
    const before = imageHits;
    const first = await t.call('/api/pokemon/images/sv8-57/small');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(pngLabelled('/sv8/57.png'));
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();

    const again = await t.call('/api/pokemon/images/sv8-57/small');
    expect(again.status).toBe(200);
    expect(imageHits - before).toBe(1);
    const notModified = await t.call('/api/pokemon/images/sv8-57/small', {
      headers: { 'if-none-match': etag },
    });
    expect(notModified.status).toBe(304);

    const large = await t.call('/api/pokemon/images/sv8-57/large');
    expect(Buffer.from(await large.arrayBuffer())).toEqual(pngLabelled('/sv8/57_hires.png'));
  });

  it('answers a PNG placeholder with a short cache life when the image host is down, and retries later', async () => {
    imageHostUp = false;
    const response = await t.call('/api/pokemon/images/sv6-86/large');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await placeholderImage());
    imageHostUp = true;
    const recovered = await t.call('/api/pokemon/images/sv6-86/large');
    expect(recovered.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for an unknown card and 400 for another size', async () => {
    expect((await t.call('/api/pokemon/images/sv6-999/small')).status).toBe(404);
    const medium = await t.call('/api/pokemon/images/sv6-86/medium');
    expect(medium.status).toBe(400);
    expect(((await medium.json()) as { message: string }).message).toBe(
      'The image size must be small or large.',
    );
  });
});

describe('card import from the admin area', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await t.newUser({ role: Role.ADMIN });
  });

  function dataFolder(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'tcg-data-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  async function waitForJob(id: string): Promise<Record<string, unknown>> {
    for (let i = 0; i < 100; i++) {
      const job = (await (
        await t.call(`/api/admin/cards/imports/${id}`, { headers: admin.auth })
      ).json()) as Record<string, unknown>;
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('import did not finish');
  }

  const sets = JSON.stringify([
    {
      id: 'tst1',
      name: 'Test Set',
      series: 'Test',
      printedTotal: 1,
      total: 1,
      ptcgoCode: 'TST',
      releaseDate: '2026/01/01',
    },
  ]);
  const cards = JSON.stringify([
    {
      id: 'tst1-1',
      name: 'Testmon',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '60',
      types: ['Water'],
      number: '1',
      rarity: 'Common',
      regulationMark: 'J',
      images: { small: '', large: '' },
    },
  ]);

  it('imports a folder in the background, reporting progress and a summary; a second run changes nothing', async () => {
    const folder = dataFolder({ 'sets/en.json': sets, 'cards/en/tst1.json': cards });
    const start = await t.call('/api/admin/cards/imports', {
      method: 'POST',
      headers: admin.auth,
      body: { source: folder },
    });
    expect(start.status).toBe(202);
    const job = await waitForJob(((await start.json()) as { id: string }).id);
    expect(job).toMatchObject({
      status: 'succeeded',
      phase: 'done',
      summary: { setsAdded: 1, cardsAdded: 1, cardsUpdated: 0 },
    });
    expect((await search('set=TST')).cards.map((card) => card.name)).toEqual(['Testmon']);

    const again = await t.call('/api/admin/cards/imports', {
      method: 'POST',
      headers: admin.auth,
      body: { source: folder },
    });
    const second = await waitForJob(((await again.json()) as { id: string }).id);
    expect(second.summary).toMatchObject({ setsAdded: 0, setsUpdated: 0, cardsAdded: 0, cardsUpdated: 0 });
  });

  it('repairs a card the data contradicts itself on, lists the repair in the summary, and files it right', async () => {
    const folder = dataFolder({
      'sets/en.json': sets.replace('tst1', 'rep1').replace('TST', 'REP'),
      'cards/en/rep1.json': JSON.stringify([
        {
          id: 'rep1-183',
          name: 'Bossy Orders',
          supertype: 'Pokémon',
          subtypes: ['Supporter'],
          hp: 0,
          weaknesses: [{ type: '', value: '×' }],
          number: '183',
          regulationMark: 'J',
          images: { small: '', large: '' },
        },
      ]),
    });
    const start = await t.call('/api/admin/cards/imports', {
      method: 'POST',
      headers: admin.auth,
      body: { source: folder },
    });
    const job = await waitForJob(((await start.json()) as { id: string }).id);
    expect(job).toMatchObject({
      status: 'succeeded',
      summary: {
        cardsAdded: 1,
        repairs: [
          {
            cardId: 'rep1-183',
            name: 'Bossy Orders',
            field: 'supertype',
            from: 'Pokémon',
            to: 'Trainer',
            reason: "its subtype Supporter is a Trainer card's",
          },
        ],
      },
    });
    expect((await search('set=REP&supertype=Trainer')).cards.map((card) => card.id)).toEqual(['rep1-183']);
    expect((await search('set=REP&supertype=Pok%C3%A9mon')).cards).toEqual([]);
  });

  it('refuses a folder that does not exist with 400', async () => {
    const response = await t.call('/api/admin/cards/imports', {
      method: 'POST',
      headers: admin.auth,
      body: { source: '/no/such/folder' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'The folder /no/such/folder does not exist.',
    );
  });

  it('fails a job with a clear message on bad JSON, writing nothing', async () => {
    const before = await t.em().count(Card, {});
    const folder = dataFolder({
      'sets/en.json': sets.replace('tst1', 'bad1').replace('TST', 'BAD'),
      'cards/en/bad1.json': '[{"id": "bad1-1",',
    });
    const start = await t.call('/api/admin/cards/imports', {
      method: 'POST',
      headers: admin.auth,
      body: { source: folder },
    });
    const job = await waitForJob(((await start.json()) as { id: string }).id);
    expect(job.status).toBe('failed');
    expect(String(job.error)).toMatch(/^cards\/en\/bad1\.json is not valid JSON/);
    expect(await t.em().count(Card, {})).toBe(before);
  });

  it('tells an import whose server died from a running one at once, on any replica, by the import lock', async () => {
    const orphan = '7d1f3c8e-2b4a-4c6d-9e8f-0a1b2c3d4e5f';
    const running = '0f9e8d7c-6b5a-4321-8fed-cba987654321';
    await t
      .em()
      .getConnection()
      .execute(
        `insert into card_import_jobs (id, source, status, phase, done, total, started_at)
       values (?, 'a folder', 'running', 'writing', 10, 99, now())`,
        [orphan],
      );
    // Nobody holds the lock: its server is gone, whatever the row says.
    const stopped = await waitForJob(orphan);
    expect(stopped).toMatchObject({
      status: 'failed',
      error: 'The import stopped when its server stopped; nothing was changed.',
    });

    // Another process (another replica) holds the lock: its job runs, and no second import starts.
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(725200)');
      await other.query(
        `insert into card_import_jobs (id, source, status, phase, done, total, started_at)
         values ($1, 'another folder', 'running', 'reading', 0, 0, now())`,
        [running],
      );
      const second = await t.call('/api/admin/cards/imports', {
        method: 'POST',
        headers: admin.auth,
        body: { source: '/tmp' },
      });
      expect(second.status).toBe(409);
      expect(((await second.json()) as { message: string }).message).toBe(
        'An import is already running; wait for it to finish.',
      );
      const still = await t.call(`/api/admin/cards/imports/${running}`, { headers: admin.auth });
      expect(((await still.json()) as { status: string }).status).toBe('running');
    } finally {
      await other.end(); // the replica dies: its lock goes with its session
    }
    expect((await waitForJob(running)).status).toBe('failed');
  });

  it('is for admins only', async () => {
    const response = await t.call('/api/admin/cards/imports', {
      method: 'POST',
      headers: member.auth,
      body: { source: '/tmp' },
    });
    expect(response.status).toBe(403);
  });
});

describe('formats', () => {
  it('lets an admin change Standard, and legality follows at once', async () => {
    const admin = await t.newUser({ role: Role.ADMIN });
    const listed = (await (await t.call('/api/pokemon/formats', { headers: member.auth })).json()) as {
      code: string;
      legalMarks?: string[];
    }[];
    expect(listed.find((format) => format.code === 'standard')?.legalMarks).toEqual(['H', 'I', 'J']);

    const change = await t.call('/api/admin/formats/standard', {
      method: 'PUT',
      headers: admin.auth,
      body: { legalMarks: ['G', 'H', 'I', 'J'] },
    });
    expect(change.status).toBe(200);
    const charmander = (await search('q=charmander')).cards[0];
    expect(charmander.legalStd).toBe(true);

    await t.call('/api/admin/formats/standard', {
      method: 'PUT',
      headers: admin.auth,
      body: { legalMarks: ['H', 'I', 'J'] },
    });
    expect((await search('q=charmander')).cards[0].legalStd).toBe(false);
  });

  it('answers the defaults until an admin changes one: reading writes nothing, two first changes at once both land', async () => {
    const admin = await t.newUser({ role: Role.ADMIN });
    const storedExpanded = async () =>
      (
        await t
          .em()
          .getConnection()
          .execute<{ code: string }[]>("select code from formats where code = 'expanded'")
      ).length;
    const expanded = async () =>
      (
        (await (await t.call('/api/pokemon/formats', { headers: member.auth })).json()) as {
          code: string;
          bannedCardNames: string[];
          excludedSetIds: string[];
        }[]
      ).find((format) => format.code === 'expanded')!;
    expect((await expanded()).excludedSetIds).not.toContain('mcd19');
    expect(await storedExpanded()).toBe(0);

    const changes = await Promise.all([
      t.call('/api/admin/formats/expanded', {
        method: 'PUT',
        headers: admin.auth,
        body: { bannedCardNames: ['Lysandre’s Trump Card'] },
      }),
      t.call('/api/admin/formats/expanded', {
        method: 'PUT',
        headers: admin.auth,
        body: { excludedSetIds: ['cel25c', 'mcd19'] },
      }),
    ]);
    expect(changes.map((change) => change.status)).toEqual([200, 200]);
    expect(await storedExpanded()).toBe(1);
    expect(await expanded()).toMatchObject({
      bannedCardNames: ['Lysandre’s Trump Card'],
      excludedSetIds: ['cel25c', 'mcd19'],
    });
  });

  it('refuses bad format changes', async () => {
    const admin = await t.newUser({ role: Role.ADMIN });
    const bad = await t.call('/api/admin/formats/standard', {
      method: 'PUT',
      headers: admin.auth,
      body: { legalMarks: ['gg'] },
    });
    expect(bad.status).toBe(400);
    const unknown = await t.call('/api/admin/formats/unlimited', {
      method: 'PUT',
      headers: admin.auth,
      body: {},
    });
    expect(unknown.status).toBe(404);
    const dates = await t.call('/api/admin/formats/standard', {
      method: 'PUT',
      headers: admin.auth,
      body: { setLegalFrom: { sv9: 'soon' } },
    });
    expect(dates.status).toBe(400);
    expect(
      (await t.call('/api/admin/formats/standard', { method: 'PUT', headers: member.auth, body: {} })).status,
    ).toBe(403);
  });
});

describe('GET /api/pokemon/health', () => {
  it('counts sets and cards', async () => {
    const response = await t.call('/api/pokemon/health');
    expect(await response.json()).toMatchObject({
      status: 'ok',
      cards: expect.any(Number),
      sets: expect.any(Number),
    });
  });
});

describe('format input checks', () => {
  it.each([
    [{ legalMarks: [] }, 'Give at least one legal regulation mark.'],
    [{ legalMarks: ['H', 'H'] }, 'Each regulation mark once only.'],
    [{ firstSetReleaseDate: '2026-02-31' }, 'firstSetReleaseDate must be a real date YYYY-MM-DD.'],
    [
      { setLegalFrom: { sv9: '2026-13-45' } },
      'setLegalFrom maps lower-case set ids (such as sv6) to real dates YYYY-MM-DD.',
    ],
    [{ bannedCardNames: ['  ', 'x'] }, 'Banned names must not be blank.'],
    [{ bannedPrints: [{ name: '', setId: 'xy3', number: '99' }] }, 'Each banned print needs a name.'],
  ])('refuses %j with its message', async (body, message) => {
    const admin = await t.newUser({ role: Role.ADMIN });
    const response = await t.call('/api/admin/formats/standard', {
      method: 'PUT',
      headers: admin.auth,
      body,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });
});
