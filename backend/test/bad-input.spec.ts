import fc, { type Arbitrary } from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Role } from '../src/common/role.js';
import { CATALOGUE, seedCards } from './support/catalogue.js';
import {
  type FilePool,
  formData,
  type FormBody,
  invalidForm,
  validForm,
} from './support/form-arbitraries.js';
import { filesUnder, form, HOSTILE_FILES, picture } from './support/pictures.js';
import {
  type Components,
  invalidObject,
  invalidValue,
  resolve,
  type Schema,
  validValue,
} from './support/schema-arbitraries.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * Bad input on every route of the OpenAPI document, generated from its own schemas (so every new DTO joins in):
 * - input the schema allows never gets a 5xx;
 * - input the schema forbids (wrong kinds, out of range, too long, control characters, unknown or missing keys,
 *   bodies that are not objects) gets a readable 4xx;
 * - and no refused request changes anything stored.
 * FC_RUNS=500 runs deeper locally; a failure prints the seed and the smallest request that shows it, and
 * FC_SEED=<seed> (with `-t` naming the route) draws the same requests again.
 */
const RUNS = Number(process.env.FC_RUNS ?? 25);
const SEED = process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
}
type Pair = [string, string];
interface Request {
  path: string;
  query: Pair[];
  /** JSON text of the body, or undefined for none. */
  body?: string;
  /** A multipart/form-data body (upload routes), instead of JSON. */
  form?: FormBody;
}

/** The committed document (openapi.spec.ts holds it equal to what the server serves). */
const document = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Components };
};
const components = document.components.schemas;
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    ...operation,
    method: method.toUpperCase(),
    path,
  })),
);

let t: TestApp;
let admin: TestUser;
let tablesFingerprintSql = '';
/** Files the upload routes are sent: real pictures, and hostile ones (the 20 MB one aside: it is slow to make). */
const files: FilePool = { pictures: [], hostile: [] };

/** Routes whose valid input would reach outside the test (a card import fetches its source). */
const NO_VALID_INPUT = new Set(['POST /api/admin/cards/imports']);
/** Routes that end every session of the caller: each call is made by an account of its own, so the admin's goes on. */
const ENDS_SESSIONS = new Set(['POST /api/auth/logout-all']);

beforeAll(async () => {
  t = await createTestApp({
    // Card pictures are fetched from here: nothing answers, so no test touches the network.
    CARD_IMAGE_BASE_URL: 'http://127.0.0.1:1',
    // Valid input should reach the forum's handlers, not its flood limit.
    FORUM_POSTS_PER_MEMBER: '100000',
    FORUM_COMMENTS_PER_MEMBER: '100000',
  });
  admin = await t.newUser({ role: Role.ADMIN, email: 'admin@example.com' });
  await t.newUser({ role: Role.PENDING });
  await t.newUser();
  await seedCards(t, Object.values(CATALOGUE));
  for (const name of ['Lightning', 'Fire']) {
    await t.call('/api/pokemon/decks', {
      method: 'POST',
      headers: admin.auth,
      body: { name, format: 'standard' },
    });
  }
  // Marketplace rows for small path ids to reach: a release, a piece of artwork, listings (the admin's own, and
  // a member's with the admin's offer on it).
  files.pictures = [
    { name: 'a.png', type: 'image/png', bytes: await picture('png', 32, 24) },
    { name: 'b.jpg', type: 'image/jpeg', bytes: await picture('jpeg', 24, 32) },
    { name: 'c.webp', type: 'image/webp', bytes: await picture('webp', 16, 16) },
  ];
  files.hostile = await Promise.all(
    HOSTILE_FILES.filter((file) => !file.label.includes('20 MB')).map(async (file) => ({
      name: file.name,
      type: file.type,
      bytes: await file.bytes(),
    })),
  );
  const member = await t.newUser();
  await t.call('/api/admin/releases', {
    method: 'POST',
    headers: admin.auth,
    body: { packName: 'Surging Sparks', releaseDate: '2030-11-08' },
  });
  const uploaded = await fetch(`${t.baseUrl}/api/admin/artworks/images`, {
    method: 'POST',
    headers: admin.auth,
    body: form({}, [{ field: 'images', ...files.pictures[0] }]),
  });
  await t.call('/api/admin/artworks', {
    method: 'POST',
    headers: admin.auth,
    body: { name: 'Eevee', authorId: member.user.id, price: 20, images: await uploaded.json() },
  });
  for (const owner of [admin, member]) {
    await fetch(`${t.baseUrl}/api/trades`, {
      method: 'POST',
      headers: owner.auth,
      body: form({ cardTitle: 'Mew' }),
    });
  }
  await t.call('/api/trades/2/offers', {
    method: 'POST',
    headers: admin.auth,
    body: { cardTradeOffered: 'Ditto' },
  });
  // Forum rows for small path ids to reach.
  const forum = (path: string, body: object) =>
    t.call(`/api/forum/${path}`, { method: 'POST', headers: admin.auth, body });
  await forum('categories', { name: 'General' });
  await forum('posts', { title: 'Welcome', content: 'Hello **all**', categoryId: 1 });
  await forum('comments', { content: 'First!', postId: 1 });
  const tables = await t
    .em()
    .getConnection()
    .execute<{ name: string }[]>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'
         and table_name not in ('throttle_buckets', 'mikro_orm_migrations') order by 1`,
    );
  tablesFingerprintSql = tables
    .map(
      ({ name }) =>
        `select '${name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
    )
    .join(' union all ');
});
afterAll(() => t.close());

/**
 * Every stored row (sign-in counters aside) and every stored file, so a refused request can be shown to have
 * changed nothing.
 */
async function fingerprint(): Promise<string> {
  const rows = await t.em().getConnection().execute<{ t: string; h: string }[]>(tablesFingerprintSql);
  const stored = filesUnder(join(t.config.dataDir, 'files')).join('|');
  return `${rows.map((row) => `${row.t}:${row.h}`).join(',')};files:${stored}`;
}

const KNOWN_TEXT_IDS = [CATALOGUE.pikachu.id, CATALOGUE.ultraBall.id, 'standard', 'expanded', 'small'];

/** Path values: small ids reach the rows made above; otherwise whatever the schema allows. */
function validPathValue(schema: Schema): Arbitrary<string> {
  const resolved = resolve(schema, components);
  if (resolved.enum) return fc.constantFrom(...resolved.enum.map(String));
  if (resolved.type === 'number' || resolved.type === 'integer') {
    return fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 2 ** 31 - 1 })).map(String);
  }
  return fc.oneof(fc.constantFrom(...KNOWN_TEXT_IDS), validValue(resolved, components).map(String));
}

function invalidPathValue(schema: Schema): Arbitrary<string> {
  const resolved = resolve(schema, components);
  const numeric = resolved.type === 'number' || resolved.type === 'integer';
  return numeric
    ? fc.constantFrom('abc', '1.5', '-3', '0', '1e3', '99999999999999999999', '%00', '12%0A')
    : fc.constantFrom('%00', 'sv1-1%00', '%1B%5B31m', '%0D%0Aset-cookie', '%F0%9F%98');
}

function validQueryValue(schema: Schema): Arbitrary<string> {
  return validValue(schema, components).map((value) =>
    typeof value === 'string' ? value : JSON.stringify(value),
  );
}

/** In a query string everything is text: what a parameter's schema refuses there (an empty value is not given). */
function invalidQueryValue(schema: Schema): Arbitrary<string> {
  const resolved = resolve(schema, components);
  if (resolved.enum) return fc.constantFrom('NOT_ONE_OF_THEM', `${String(resolved.enum[0])}\u0000`);
  if (resolved.type === 'number' || resolved.type === 'integer') {
    const outside = [
      ...(resolved.minimum === undefined ? [] : [String(resolved.minimum - 1)]),
      ...(resolved.maximum === undefined ? [] : [String(resolved.maximum + 1)]),
    ];
    return fc.constantFrom('abc', '1.5', '1e400', ' 2', ...outside);
  }
  // A lone surrogate cannot travel in a URL: encoding makes it U+FFFD, which is fine text.
  return invalidValue(resolved, components).filter(
    (value): value is string => typeof value === 'string' && value.isWellFormed(),
  );
}

const parametersIn = (operation: Operation, place: Parameter['in']) =>
  (operation.parameters ?? []).filter((p) => p.in === place);
const bodySchemaOf = (operation: Operation) => operation.requestBody?.content['application/json']?.schema;
const formSchemaOf = (operation: Operation) => operation.requestBody?.content['multipart/form-data']?.schema;

/** The parts of a request that invalid input may spoil: a path value, the query string, the body. */
function spoilableParts(operation: Operation): string[] {
  return [
    ...parametersIn(operation, 'path').map((p) => `path:${p.name}`),
    ...(parametersIn(operation, 'query').length ? ['query'] : []),
    ...(bodySchemaOf(operation) ? ['body'] : []),
    ...(formSchemaOf(operation) ? ['form'] : []),
  ];
}

/** Requests for an operation: all valid, or with exactly one part spoiled. */
function requests(operation: Operation, valid: boolean): Arbitrary<Request> {
  const pathParameters = parametersIn(operation, 'path');
  const queryParameters = parametersIn(operation, 'query');
  const bodySchema = bodySchemaOf(operation);
  const spoiled = valid ? fc.constant('') : fc.constantFrom(...spoilableParts(operation));

  return spoiled.chain((part) => {
    const path = fc
      .tuple(
        ...pathParameters.map((p) =>
          (part === `path:${p.name}` ? invalidPathValue(p.schema) : validPathValue(p.schema)).map(
            (value) => [p.name, value] as const,
          ),
        ),
      )
      .map((values) =>
        values.reduce(
          (filled, [name, value]) =>
            filled.replace(`{${name}}`, value.includes('%') ? value : encodeURIComponent(value)),
          operation.path,
        ),
      );
    const goodQuery = fc
      .tuple(
        ...queryParameters.map((p) => fc.option(validQueryValue(p.schema).map((v): Pair => [p.name, v]))),
      )
      .map((pairs) => pairs.filter((pair): pair is Pair => pair !== null));
    const badQuery = () =>
      fc.oneof(
        fc
          .constantFrom(...queryParameters)
          .chain((p) => invalidQueryValue(p.schema).map((v): Pair[] => [[p.name, v]])),
        // The same parameter twice arrives as a list.
        fc.constantFrom(...queryParameters).chain((p) =>
          fc.tuple(validQueryValue(p.schema), validQueryValue(p.schema)).map(([a, b]): Pair[] => [
            [p.name, a],
            [p.name, b],
          ]),
        ),
        fc.constant<Pair[]>([['surprise', '1']]),
      );
    const query =
      part !== 'query'
        ? goodQuery
        : fc
            .tuple(goodQuery, badQuery())
            .map(([pairs, bad]) => [...pairs.filter(([key]) => key !== bad[0][0]), ...bad]);
    const body: Arbitrary<string | undefined> = !bodySchema
      ? fc.constant(undefined)
      : (part === 'body'
          ? invalidObject(resolve(bodySchema, components), components)
          : validValue(bodySchema, components)
        ).map((value) => JSON.stringify(value));
    const formSchema = formSchemaOf(operation);
    const form: Arbitrary<FormBody | undefined> = !formSchema
      ? fc.constant(undefined)
      : (part === 'form' ? invalidForm : validForm)(resolve(formSchema, components), components, files);
    return fc.record({
      path,
      query: query.map((pairs) => pairs.map(([k, v]) => [k, v] as [string, string])),
      body,
      form,
    });
  });
}

async function send(operation: Operation, request: Request): Promise<{ status: number; body: unknown }> {
  const search = new URLSearchParams(request.query).toString();
  const isBearer = operation.security?.some((requirement) => 'bearer' in requirement);
  const caller = ENDS_SESSIONS.has(name(operation)) ? await t.newUser() : admin;
  const response = await fetch(`${t.baseUrl}${request.path}${search ? `?${search}` : ''}`, {
    method: operation.method,
    headers: {
      ...(isBearer ? caller.auth : {}),
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: request.form ? formData(request.form) : request.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body };
}

function expectReadableRefusal(status: number, body: unknown): void {
  expect(body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
  expect((body as { message: string }).message.length).toBeGreaterThan(3);
}

const name = (operation: Operation) => `${operation.method} ${operation.path}`;

/** Each property's requests run one after another; allow about 50 ms each on a busy machine. */
const TIMEOUT_MS = 20_000 + RUNS * 2 * 50;

describe('bad input on every route of the OpenAPI document', () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  describe.each(operations.map((operation) => [name(operation), operation] as const))(
    '%s',
    (_, operation) => {
      const validInput = !NO_VALID_INPUT.has(name(operation));
      (validInput ? it : it.skip)(
        'never answers 5xx to input its schemas allow, and a refusal changes nothing',
        async () => {
          await fc.assert(
            fc.asyncProperty(requests(operation, true), async (request) => {
              const before = await fingerprint();
              const { status, body } = await send(operation, request);
              if (status >= 500)
                throw new Error(`${name(operation)} answered ${status}: ${JSON.stringify(body)}`);
              if (status >= 400) {
                expectReadableRefusal(status, body);
                expect(await fingerprint()).toBe(before);
              }
            }),
            { numRuns: RUNS, ...SEED },
          );
        },
        TIMEOUT_MS,
      );

      (spoilableParts(operation).length ? it : it.skip)(
        'refuses input its schemas forbid with a readable 4xx, and changes nothing',
        async () => {
          await fc.assert(
            fc.asyncProperty(requests(operation, false), async (request) => {
              const before = await fingerprint();
              const { status, body } = await send(operation, request);
              if (status < 400 || status >= 500) {
                throw new Error(`${name(operation)} answered ${status}: ${JSON.stringify(body)}`);
              }
              expectReadableRefusal(status, body);
              expect(await fingerprint()).toBe(before);
            }),
            { numRuns: RUNS * 2, ...SEED },
          );
        },
        TIMEOUT_MS,
      );
    },
  );
});

describe('the bad input found from outside', () => {
  const NUL = 'Ash\u0000Ketchum';

  it.each([
    ['PUT', '/api/users/me', { firstName: NUL }],
    ['PUT', '/api/users/me', { lastName: NUL }],
    [
      'POST',
      '/api/admin/users',
      { email: 'nul@example.com', password: 'secret-pass', profile: { firstName: NUL, lastName: 'K' } },
    ],
    ['PUT', '/api/admin/users/{member}', { profile: { firstName: 'A', lastName: NUL } }],
    ['POST', '/api/pokemon/decks', { name: NUL, format: 'standard' }],
    ['POST', '/api/pokemon/decks', { name: 'Fine', notes: `two lines\nand a ${NUL}` }],
    ['PUT', '/api/pokemon/decks/{deck}', { name: NUL }],
    ['PUT', '/api/pokemon/decks/{deck}', { notes: NUL }],
  ])('%s %s refuses NUL in text with a 400 and stores nothing', async (method, path, body) => {
    const member = await t.newUser();
    const deck = (await (
      await t.call('/api/pokemon/decks', { method: 'POST', headers: admin.auth, body: { name: 'Mine' } })
    ).json()) as { id: number };
    const before = await fingerprint();
    const response = await t.call(
      path.replace('{member}', String(member.user.id)).replace('{deck}', String(deck.id)),
      {
        method,
        headers: admin.auth,
        body,
      },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/must be plain text/);
    expect(await fingerprint()).toBe(before);
  });

  it.each(['/api/users/me', '/api/admin/users/{member}', '/api/pokemon/decks/{deck}'])(
    'PUT %s refuses a body of null, a list or text with a 400',
    async (path) => {
      const member = await t.newUser();
      const deck = (await (
        await t.call('/api/pokemon/decks', { method: 'POST', headers: admin.auth, body: { name: 'Mine' } })
      ).json()) as { id: number };
      const url = path.replace('{member}', String(member.user.id)).replace('{deck}', String(deck.id));
      for (const body of ['null', '[]', '"text"', '42']) {
        const response = await t.call(url, { method: 'PUT', headers: admin.auth, body });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ message: 'The request body must be a JSON object.' });
      }
    },
  );
});
