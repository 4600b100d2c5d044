import { form, picture } from './support/pictures.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

interface Listing {
  id: number;
  cardTitle: string;
}

beforeAll(async () => {
  t = await createTestApp({ TRADE_ACTIVE_LISTINGS_PER_MEMBER: '3' });
  ash = await t.newUser({ email: 'ash@example.com' });
  misty = await t.newUser({ email: 'misty@example.com' });
});
afterAll(() => t.close());

function submit(
  user: TestUser,
  cardTitle: string,
  photo?: Buffer,
  fields: Record<string, string> = {},
): Promise<Response> {
  const files = photo ? [{ field: 'photo', name: 'card.jpg', type: 'image/jpeg', bytes: photo }] : [];
  return fetch(`${t.baseUrl}/api/trades`, {
    method: 'POST',
    headers: user.auth,
    body: form({ cardTitle, visibility: 'PUBLIC', ...fields }, files),
  });
}

async function listed(
  user: TestUser,
  cardTitle: string,
  fields: Record<string, string> = {},
): Promise<Listing> {
  const response = await submit(user, cardTitle, undefined, fields);
  expect(response.status).toBe(201);
  return (await response.json()) as Listing;
}

async function mine(user: TestUser): Promise<Listing[]> {
  return (await (await t.call('/api/trades/mine', { headers: user.auth })).json()) as Listing[];
}

describe('active listings per member', () => {
  it('refuses one listing more than TRADE_ACTIVE_LISTINGS_PER_MEMBER with 409, keeping nothing, until one is withdrawn', async () => {
    const first = await listed(ash, 'Ash 1');
    await listed(ash, 'Ash 2');
    await listed(ash, 'Ash 3');

    const refused = await submit(ash, 'Ash 4', await picture('jpeg'));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      statusCode: 409,
      error:
        'You already have 3 active listings, the most a member may have at once. ' +
        'Withdraw one, or wait until one is traded, before listing another card.',
      message:
        'You already have 3 active listings, the most a member may have at once. ' +
        'Withdraw one, or wait until one is traded, before listing another card.',
    });
    expect((await mine(ash)).map((listing) => listing.cardTitle)).toEqual(['Ash 3', 'Ash 2', 'Ash 1']);

    // Another member's listings do not count against Ash.
    await listed(misty, 'Misty 1');

    const withdrawn = await t.call(`/api/trades/${first.id}/withdraw`, { method: 'POST', headers: ash.auth });
    expect(withdrawn.status).toBe(200);
    await listed(ash, 'Ash 4');
  });

  it('lets at most the quota through when a member sends several listings at once', async () => {
    const bulbasaur = await t.newUser({ email: 'bulbasaur@example.com' });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => submit(bulbasaur, `Rush ${i}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await mine(bulbasaur)).toHaveLength(3);
  });
});

describe('the public list, page by page', () => {
  let titles: string[];

  beforeAll(async () => {
    const sellers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => t.newUser({ email: `s${i}@example.com` })),
    );
    for (const [i, seller] of sellers.entries()) await listed(seller, `Page card ${i}`);
    const all = await t.call('/api/trades/public?range=[0,99]');
    titles = ((await all.json()) as Listing[]).map((listing) => listing.cardTitle);
  });

  it('answers the first 24 newest-first listings by default, the total in Content-Range', async () => {
    const response = await t.call('/api/trades/public');
    expect(response.status).toBe(200);
    const total = titles.length;
    expect(total).toBeGreaterThan(24);
    expect(response.headers.get('content-range')).toBe(`listings 0-23/${total}`);
    expect(((await response.json()) as Listing[]).map((listing) => listing.cardTitle)).toEqual(
      titles.slice(0, 24),
    );
  });

  it('answers the range asked for, and an empty page past the end', async () => {
    const response = await t.call('/api/trades/public?range=[2,5]');
    expect(response.headers.get('content-range')).toBe(`listings 2-5/${titles.length}`);
    expect(((await response.json()) as Listing[]).map((listing) => listing.cardTitle)).toEqual(
      titles.slice(2, 6),
    );
    const past = await t.call('/api/trades/public?range=[500,509]');
    expect(past.status).toBe(200);
    expect(await past.json()).toEqual([]);
    expect(past.headers.get('content-range')).toBe(`listings 500-500/${titles.length}`);
  });

  it('counts a new listing in the total, even for a browser holding the first page', async () => {
    const before = await t.call('/api/trades/public?range=[0,0]');
    const etag = before.headers.get('etag')!;
    const total = Number(before.headers.get('content-range')!.split('/')[1]);
    const newcomer = await t.newUser({ email: 'newcomer@example.com' });
    await listed(newcomer, 'Fresh card');
    const after = await t.call('/api/trades/public?range=[0,0]', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('content-range')).toBe(`listings 0-0/${total + 1}`);
  });

  it.each([
    ['[0,100]', 'range may ask for at most 100 listings at once.'],
    ['[5,2]', 'range must be [first, last] with 0 ≤ first ≤ last and at most 1000 rows.'],
    ['[-1,3]', 'range must be [first, last] with 0 ≤ first ≤ last and at most 1000 rows.'],
    ['[0.5,3]', 'range must be [first, last] with 0 ≤ first ≤ last and at most 1000 rows.'],
    ['ten', 'range must be JSON.'],
  ])('refuses range=%s with 400', async (range, message) => {
    const response = await t.call(`/api/trades/public?range=${encodeURIComponent(range)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });
});

/** The titles of a list's page and its Content-Range. */
async function page(path: string, user?: TestUser): Promise<{ titles: string[]; range: string | null }> {
  const response = await t.call(path, user ? { headers: user.auth } : {});
  expect(response.status).toBe(200);
  const titles = ((await response.json()) as Listing[]).map((listing) => listing.cardTitle);
  return { titles, range: response.headers.get('content-range') };
}

describe('the trade lists, searched and filtered by the server', () => {
  let gary: TestUser;

  beforeAll(async () => {
    gary = await t.newUser({ email: 'gary@example.com', firstName: 'Gary' });
    const brock = await t.newUser({ email: 'brock@example.com', firstName: 'Brock' });
    await listed(gary, 'Zapdos ex', { cardDeclaredCondition: 'MINT', cardLanguage: 'JAPANESE' });
    await listed(gary, 'Moltres', {
      cardDeclaredCondition: 'POOR',
      desiredValueType: 'CARD',
      desiredCard: 'Zapdos V',
    });
    await listed(brock, 'Articuno 100%_Rare', { cardDeclaredCondition: 'GOOD' });
    await listed(brock, 'Zapdos secret', { visibility: 'MEMBERS_ONLY' });
    await listed(brock, 'Évoli pop');
  });

  it("finds every word, case aside, in the title, the card wanted or the seller's name, and counts only those", async () => {
    expect(await page('/api/trades/public?q=ZAPDOS')).toEqual({
      titles: ['Moltres', 'Zapdos ex'],
      range: 'listings 0-1/2',
    });
    expect((await page('/api/trades/public?q=gary%20zap')).titles).toEqual(['Moltres', 'Zapdos ex']);
    expect((await page('/api/trades/public?q=tester%20articuno')).titles).toEqual(['Articuno 100%_Rare']);
    expect((await page(`/api/trades/public?q=${encodeURIComponent('ÉVOLI')}`)).titles).toEqual(['Évoli pop']);
    expect(await page('/api/trades/public?q=gary%20articuno')).toEqual({
      titles: [],
      range: 'listings 0-0/0',
    });
  });

  it('pages the filtered listings, the filtered total in Content-Range', async () => {
    expect(await page(`/api/trades/public?q=zapdos&range=${encodeURIComponent('[1,1]')}`)).toEqual({
      titles: ['Zapdos ex'],
      range: 'listings 1-1/2',
    });
  });

  it('filters by condition and language, with or without a search', async () => {
    expect(await page('/api/trades/public?condition=MINT&language=JAPANESE')).toEqual({
      titles: ['Zapdos ex'],
      range: 'listings 0-0/1',
    });
    expect((await page('/api/trades/public?condition=POOR&q=zapdos')).titles).toEqual(['Moltres']);
    // An empty value is no filter, as the page's "All" options.
    const whole = await page('/api/trades/public?q=&condition=&language=');
    expect(whole.range).toBe((await page('/api/trades/public')).range);
  });

  it('takes % and _ in a search as themselves', async () => {
    expect((await page('/api/trades/public?q=100%25_')).titles).toEqual(['Articuno 100%_Rare']);
    expect((await page('/api/trades/public?q=_')).titles).toEqual(['Articuno 100%_Rare']);
  });

  it('counts a new matching listing at once', async () => {
    const before = await t.call('/api/trades/public?q=zapdos');
    await listed(gary, 'Zapdos promo');
    const after = await t.call('/api/trades/public?q=zapdos', {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('content-range')).toBe('listings 0-2/3');
  });

  it.each([
    ['q', 'x'.repeat(101), 'q must be at most 100 characters long.'],
    ['q', 'zap\u0001', 'must be plain text'],
    ['condition', 'SHINY', 'condition must be one of MINT, NEAR_MINT, GOOD, OKAY, POOR, VERY_POOR.'],
    ['language', 'KLINGON', 'language must be one of ENGLISH, JAPANESE, OTHER.'],
  ])('refuses %s=%j with a readable 400', async (name, value, message) => {
    for (const list of ['/api/trades/public', '/api/trades/members-only']) {
      const response = await t.call(`${list}?${name}=${encodeURIComponent(value)}`, { headers: gary.auth });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { statusCode: number; message: string };
      expect(body.statusCode).toBe(400);
      expect(body.message).toContain(message);
    }
  });

  it('pages the members-only list, members-only listings too, searched and counted the same way', async () => {
    const all = await page('/api/trades/members-only?range=[0,99]', gary);
    const total = all.titles.length;
    expect(total).toBeGreaterThan(24);
    expect(await page('/api/trades/members-only', gary)).toEqual({
      titles: all.titles.slice(0, 24),
      range: `listings 0-23/${total}`,
    });
    expect(await page(`/api/trades/members-only?range=${encodeURIComponent('[24,99]')}`, gary)).toEqual({
      titles: all.titles.slice(24),
      range: `listings 24-${total - 1}/${total}`,
    });
    expect(await page('/api/trades/members-only?q=zapdos%20secret', gary)).toEqual({
      titles: ['Zapdos secret'],
      range: 'listings 0-0/1',
    });
    const far = encodeURIComponent(`[${Number.MAX_SAFE_INTEGER - 9},${Number.MAX_SAFE_INTEGER}]`);
    for (const path of [
      `/api/trades/members-only?range=${far}`,
      `/api/trades/public?q=zapdos&range=${far}`,
    ]) {
      expect((await page(path, gary)).titles).toEqual([]);
    }
    const tooLong = await t.call('/api/trades/members-only?range=[0,100]', { headers: gary.auth });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toBe(
      'range may ask for at most 100 listings at once.',
    );
  });
});
