import { createServer, type Server } from 'node:http';
import { placeholderImage } from '../src/cards/card-image.service.js';
import { FILE_STORE, type FileStore } from '../src/storage/file-store.tokens.js';
import { makePokemon } from './support/card-fixtures.js';
import { seedCards } from './support/catalogue.js';
import { picture, pngLabelled } from './support/pictures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * What the anonymous card-image route makes the server fetch: only pictures, only from the image host, within a
 * budget per address, and never waiting long on a failing host. Each test asks from its own address
 * (X-Forwarded-For from a trusted loopback proxy), so one test's budget is not another's.
 */
let t: TestApp;
let imageHost: Server;
let otherHost: Server;
const imageHits: string[] = [];
let otherHits = 0;
let webp: Buffer;
let jpeg: Buffer;

const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';

beforeAll(async () => {
  webp = await picture('webp', 8, 8);
  jpeg = await picture('jpeg', 8, 8);
  const answers: Record<string, [string, string | Buffer]> = {
    '/svg.png': ['image/svg+xml', SCRIPTED_SVG],
    '/disguised.png': ['image/png', SCRIPTED_SVG],
    '/page.png': ['image/jpeg', '<html><script>alert(1)</script></html>'],
    '/webp.png': ['image/webp', webp],
    // The host's label is wrong, the bytes are right: served as what they are.
    '/jpeg.png': ['image/png', jpeg],
  };
  imageHost = createServer((request, response) => {
    const path = request.url ?? '/';
    imageHits.push(path);
    const [type, body] = answers[path] ?? ['image/png', pngLabelled(path)];
    if (path === '/hang.png') response.writeHead(200, { 'content-type': type }).write('never ends');
    else response.writeHead(200, { 'content-type': type }).end(body);
  });
  otherHost = createServer((_request, response) => {
    otherHits++;
    response.writeHead(200, { 'content-type': 'image/png' }).end(pngLabelled('elsewhere'));
  });
  await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => otherHost.listen(0, '127.0.0.1', resolve));
  const imagePort = (imageHost.address() as { port: number }).port;
  const other = `http://127.0.0.1:${(otherHost.address() as { port: number }).port}`;
  t = await createTestApp({
    CARD_IMAGE_BASE_URL: `http://127.0.0.1:${imagePort}`,
    CARD_IMAGE_FILLS_PER_ADDRESS: '3',
    TRUST_PROXY: '127.0.0.1',
  });
  const card = (id: string, image: string) => ({
    ...makePokemon(`img1-${id}`, `Picture ${id}`, 'Basic'),
    images: { small: image, large: image },
  });
  await seedCards(t, [
    ...['svg', 'disguised', 'page', 'webp', 'jpeg', 'hang', 'old', 'a', 'b', 'c', 'd', 'e', 'f', 'g'].map(
      (name) => card(name, `https://images.pokemontcg.io/${name}.png`),
    ),
    card('elsewhere', `${other}/x.png`),
    // A user name that spells the data set's host: the host is still the other one.
    card('userinfo', `https://images.pokemontcg.io@${new URL(other).host}/x.png`),
    card('onhost', `http://127.0.0.1:${imagePort}/onhost.png`),
  ]);
});
afterAll(async () => {
  await t.close();
  for (const server of [imageHost, otherHost]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

let addresses = 0;
/** A caller at an address of its own. */
function caller(): (path: string) => Promise<Response> {
  const address = `198.51.100.${++addresses}`;
  return (path) => t.call(path, { headers: { 'x-forwarded-for': address } });
}

/** The route's placeholder: its own PNG, never what the host sent, with a short life. */
async function expectPlaceholder(response: Response): Promise<void> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  expect(Buffer.from(await response.arrayBuffer())).toEqual(await placeholderImage());
}

it('serves and keeps PNG, JPEG and WebP pictures as the type their bytes say', async () => {
  const ask = caller();
  for (const [name, type, bytes] of [
    ['webp', 'image/webp', webp],
    ['jpeg', 'image/jpeg', jpeg],
    ['onhost', 'image/png', pngLabelled('/onhost.png')],
  ] as const) {
    const image = await ask(`/api/pokemon/images/img1-${name}/small`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe(type);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(bytes);
  }
});

it.each([
  ['an SVG', 'svg'],
  ['an SVG sent as a PNG', 'disguised'],
  ['a web page sent as a JPEG', 'page'],
])('neither serves nor keeps %s: the card gets its placeholder', async (_, name) => {
  const ask = caller();
  const before = imageHits.length;
  await expectPlaceholder(await ask(`/api/pokemon/images/img1-${name}/small`));
  await expectPlaceholder(await ask(`/api/pokemon/images/img1-${name}/small`));
  expect(imageHits.length - before).toBe(2); // nothing kept: asked again
  expect(await t.app.get<FileStore>(FILE_STORE).get(`card-images/small/img1-${name}`)).toBeUndefined();
});

it('never serves an SVG an older version kept in the image cache: the picture is fetched again', async () => {
  const store = t.app.get<FileStore>(FILE_STORE);
  await store.put('card-images/small/img1-old', Buffer.from(SCRIPTED_SVG), 'image/svg+xml');
  await store.put('card-images/large/img1-old', Buffer.from(SCRIPTED_SVG), 'image/png');
  const ask = caller();
  for (const size of ['small', 'large']) {
    const response = await ask(`/api/pokemon/images/img1-old/${size}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pngLabelled('/old.png'));
    expect((await store.get(`card-images/${size}/img1-old`))?.contentType).toBe('image/png');
  }
});

it('fetches nothing from a host other than the image host, whatever the card data names', async () => {
  const ask = caller();
  await expectPlaceholder(await ask('/api/pokemon/images/img1-elsewhere/small'));
  await expectPlaceholder(await ask('/api/pokemon/images/img1-userinfo/large'));
  expect(otherHits).toBe(0);
});

it('lets one address cause a budget of image fetches, then answers 429 while cached images are still served', async () => {
  const ask = caller();
  for (const name of ['a', 'b', 'c'])
    expect((await ask(`/api/pokemon/images/img1-${name}/small`)).status).toBe(200);
  const before = imageHits.length;
  const refused = await ask('/api/pokemon/images/img1-d/small');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({
    statusCode: 429,
    error:
      'Too many new card images were asked for from your address. Please wait a few minutes and try again.',
    message:
      'Too many new card images were asked for from your address. Please wait a few minutes and try again.',
  });
  expect(imageHits.length).toBe(before);
  expect((await ask('/api/pokemon/images/img1-a/small')).status).toBe(200);
  // Another address has its own budget.
  expect((await caller()('/api/pokemon/images/img1-d/small')).status).toBe(200);
});

// Last: the host is then taken for failing for a while.
it('waits at most 3 s on a failing image host, then answers at once for a while without asking it', async () => {
  const ask = caller();
  const started = Date.now();
  await expectPlaceholder(await ask('/api/pokemon/images/img1-hang/small'));
  expect(Date.now() - started).toBeLessThan(4500);
  const before = imageHits.length;
  const again = Date.now();
  await expectPlaceholder(await ask('/api/pokemon/images/img1-e/small'));
  expect(Date.now() - again).toBeLessThan(1000);
  expect(imageHits.length).toBe(before);
});
