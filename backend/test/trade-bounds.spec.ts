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

function submit(user: TestUser, cardTitle: string, photo?: Buffer): Promise<Response> {
  const files = photo ? [{ field: 'photo', name: 'card.jpg', type: 'image/jpeg', bytes: photo }] : [];
  return fetch(`${t.baseUrl}/api/trades`, {
    method: 'POST',
    headers: user.auth,
    body: form({ cardTitle, visibility: 'PUBLIC' }, files),
  });
}

async function listed(user: TestUser, cardTitle: string): Promise<Listing> {
  const response = await submit(user, cardTitle);
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
      error: 'Conflict',
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
