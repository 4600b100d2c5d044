import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '../src/common/role.js';
import { filesUnder, form, HOSTILE_FILES, picture } from './support/pictures.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * Every multipart operation of the API against hostile files: refused with a readable 4xx, the server still
 * healthy afterwards, and nothing kept (no row, no file in the store, no temporary file).
 */
let t: TestApp;
let admin: TestUser;
let member: TestUser;
let listingId: number;
/** Where the server's process would put temporary files (none expected, ever). */
let temporary: string;

const storedTables = ['images', 'artworks', 'artwork_images', 'trade_listings', 'trade_offers'];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of storedTables) {
    const [row] = await t.em().getConnection().execute<{ n: string }[]>(`select count(*) as n from ${table}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The upload operations, each with the text fields it needs to be otherwise valid. */
const OPERATIONS: {
  name: string;
  method: string;
  path: () => string;
  field: string;
  fields: Record<string, string>;
  who: () => TestUser;
}[] = [
  {
    name: 'POST /api/admin/artworks/images',
    method: 'POST',
    path: () => '/api/admin/artworks/images',
    field: 'images',
    fields: {},
    who: () => admin,
  },
  {
    name: 'POST /api/trades',
    method: 'POST',
    path: () => '/api/trades',
    field: 'photo',
    fields: { cardTitle: 'Pikachu' },
    who: () => member,
  },
  {
    name: 'PUT /api/trades/{id}',
    method: 'PUT',
    path: () => `/api/trades/${listingId}`,
    field: 'photo',
    fields: { cardTitle: 'Raichu' },
    who: () => member,
  },
];

async function send(
  operation: (typeof OPERATIONS)[number],
  body: FormData | string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { statusCode: number; message: string } }> {
  const response = await fetch(`${t.baseUrl}${operation.path()}`, {
    method: operation.method,
    headers: { ...operation.who().auth, ...headers },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { statusCode: number; message: string },
  };
}

beforeAll(async () => {
  temporary = mkdtempSync(join(tmpdir(), 'club-uploads-tmp-'));
  process.env.TMPDIR = temporary;
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN });
  member = await t.newUser();
  const created = await fetch(`${t.baseUrl}/api/trades`, {
    method: 'POST',
    headers: member.auth,
    body: form({ cardTitle: 'Bulbasaur' }),
  });
  expect(created.status).toBe(201);
  listingId = ((await created.json()) as { id: number }).id;
});
afterAll(() => t.close());

describe.each(OPERATIONS)('$name', (operation) => {
  it.each(HOSTILE_FILES)('refuses $label with a 4xx, keeps nothing and stays healthy', async (hostile) => {
    const store = join(t.config.dataDir, 'files');
    const [rowsBefore, filesBefore] = [await rowCounts(), filesUnder(store)];
    const { status, body } = await send(
      operation,
      form(operation.fields, [
        { field: operation.field, name: hostile.name, type: hostile.type, bytes: await hostile.bytes() },
      ]),
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).toMatchObject({ statusCode: status, message: expect.any(String) });
    expect(await rowCounts()).toEqual(rowsBefore);
    expect(filesUnder(store)).toEqual(filesBefore);
    expect(readdirSync(temporary)).toEqual([]);
    expect((await t.call('/api/health')).status).toBe(200);
  });

  it('answers each hostile file as the house says: 413 too large, 415 not a picture, 413 too many pixels', async () => {
    const statuses = [];
    for (const hostile of HOSTILE_FILES) {
      const sent = form(operation.fields, [
        { field: operation.field, name: hostile.name, type: hostile.type, bytes: await hostile.bytes() },
      ]);
      statuses.push([hostile.label, (await send(operation, sent)).status]);
    }
    expect(statuses).toEqual([
      ['a 20 MB image', 413],
      ['a PHP script named .jpg', 415],
      ['an SVG with a script named .png', 415],
      ['a PNG whose header claims 60000×60000 pixels', 413],
    ]);
  });

  it('refuses a JSON body with 415 and a file in a text field with 400', async () => {
    expect(
      (await send(operation, JSON.stringify(operation.fields), { 'content-type': 'application/json' }))
        .status,
    ).toBe(415);
    const misplaced = form(operation.fields, [
      { field: 'surprise', name: 'a.png', type: 'image/png', bytes: await picture('png', 20, 20) },
    ]);
    const { status, body } = await send(operation, misplaced);
    expect(status).toBe(400);
    expect(body.message).toContain("Unexpected file in field 'surprise'");
  });

  it('refuses an unknown text field by name', async () => {
    const { status, body } = await send(operation, form({ ...operation.fields, nickname: 'x' }));
    expect(status).toBe(400);
    expect(body.message).toBe("Unknown field 'nickname' is not allowed.");
  });
});

describe('limits per upload', () => {
  it('takes at most 8 pictures for a piece of artwork (413 beyond) and one photo per listing', async () => {
    const small = await picture('png', 16, 16);
    const nine = form(
      {},
      Array.from({ length: 9 }, (_, i) => ({
        field: 'images',
        name: `${i}.png`,
        type: 'image/png',
        bytes: small,
      })),
    );
    const artwork = await send(OPERATIONS[0], nine);
    expect(artwork).toMatchObject({ status: 413, body: { message: 'At most 8 images at once.' } });
    const two = form(
      { cardTitle: 'Two' },
      [0, 1].map((i) => ({ field: 'photo', name: `${i}.png`, type: 'image/png', bytes: small })),
    );
    expect(await send(OPERATIONS[1], two)).toMatchObject({
      status: 413,
      body: { message: 'Only one photo per listing.' },
    });
  });

  it('refuses an artwork upload without a file, and a field where the file goes', async () => {
    expect(await send(OPERATIONS[0], form({}))).toMatchObject({
      status: 400,
      body: { message: 'Please choose at least one image to upload.' },
    });
    expect(await send(OPERATIONS[0], form({ images: 'text' }))).toMatchObject({
      status: 400,
      body: { message: "'images' must be a file." },
    });
  });

  it('refuses a body that is not well-formed multipart with a readable 400', async () => {
    const { status, body } = await send(
      OPERATIONS[1],
      '--x\r\nContent-Disposition: form-data; name="cardTitle"\r\n\r\nPika',
      {
        'content-type': 'multipart/form-data; boundary=x',
      },
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(/could not be read|Card Title/);
  });
});
