import { createServer, type Server } from 'node:http';
import { freePort } from './scale/cluster.js';
import { ALL_CARDS, seedCards } from './support/catalogue.js';
import { pngLabelled } from './support/pictures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Card images with the S3 bucket out of reach (several replicas keep them there): the image is still served, as
 * fetched, with a short cache life, rather than an error.
 */
let t: TestApp;
let imageHost: Server;
let imageHits = 0;

beforeAll(async () => {
  imageHost = createServer((request, response) => {
    imageHits++;
    response.writeHead(200, { 'content-type': 'image/png' }).end(pngLabelled(request.url ?? ''));
  });
  await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
  const imagePort = (imageHost.address() as { port: number }).port;
  t = await createTestApp({
    CARD_IMAGE_BASE_URL: `http://127.0.0.1:${imagePort}`,
    // Nothing listens there: every call to the bucket fails to connect.
    S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
    S3_BUCKET: 'club-files',
    S3_ACCESS_KEY_ID: 'club',
    S3_SECRET_ACCESS_KEY: 'club-secret',
  });
  await seedCards(
    t,
    ALL_CARDS.map((card) => ({
      ...card,
      images: {
        small: `https://images.pokemontcg.io/${card.setId}/${card.number}.png`,
        large: `https://images.pokemontcg.io/${card.setId}/${card.number}_hires.png`,
      },
    })),
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => imageHost.close(resolve));
});

it('serves the fetched image with a short cache life while the bucket is out of reach', async () => {
  const response = await t.call('/api/pokemon/images/sv8-57/small');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  expect(Buffer.from(await response.arrayBuffer())).toEqual(pngLabelled('/sv8/57.png'));
  expect(imageHits).toBe(1);
});
