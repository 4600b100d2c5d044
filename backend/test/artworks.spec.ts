import { fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import sharp from 'sharp';
import { join } from 'node:path';
import { Role } from '../src/common/role.js';
import { renderImage } from '../src/images/image-renditions.js';
import { anyFileEquals, filesUnder, form, meanDifference, picture } from './support/pictures.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let admin: TestUser;
let artist: TestUser;

interface ImageBody {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  thumbnailWidth: number;
  thumbnailHeight: number;
}
interface ArtworkBody {
  id: number;
  name: string;
  price: number;
  authorId: number;
  author: { id: number; email: string; profile: { firstName: string; lastName: string } };
  images: ImageBody[];
}

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function upload(...pictures: Buffer[]): Promise<ImageBody[]> {
  const response = await fetch(`${t.baseUrl}/api/admin/artworks/images`, {
    method: 'POST',
    headers: admin.auth,
    body: form(
      {},
      pictures.map((bytes, i) => ({ field: 'images', name: `piece-${i}.png`, type: 'image/png', bytes })),
    ),
  });
  expect(response.status).toBe(201);
  return json<ImageBody[]>(response);
}

async function createArtwork(fields: Record<string, unknown> = {}): Promise<ArtworkBody> {
  const images = fields.images ?? (await upload(await picture('png', 300, 200)));
  const response = await t.call('/api/admin/artworks', {
    method: 'POST',
    headers: admin.auth,
    body: { name: 'Charizard at dusk', authorId: artist.user.id, price: 45.5, images, ...fields },
  });
  expect(response.status).toBe(201);
  return json<ArtworkBody>(response);
}

const storeFolder = () => join(t.config.dataDir, 'files');

beforeAll(async () => {
  t = await createTestApp({ CLUB_NAME: 'Ely Pokémon Club' });
  admin = await t.newUser({ role: Role.ADMIN });
  artist = await t.newUser({ email: 'misty@example.com', firstName: 'Misty' });
});
afterAll(() => t.close());

describe('artwork pictures', () => {
  it('are re-encoded as WebP in a display size and a thumbnail, never enlarged, served for a year', async () => {
    const [big, small] = await upload(await picture('jpeg', 2400, 1200), await picture('png', 200, 100));
    expect(big).toMatchObject({ width: 1600, height: 800, thumbnailWidth: 480, thumbnailHeight: 240 });
    expect(small).toMatchObject({ width: 200, height: 100, thumbnailWidth: 200, thumbnailHeight: 100 });
    const served = await fetch(`${t.baseUrl}${big.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const again = await fetch(`${t.baseUrl}${big.url}`, {
      headers: { 'if-none-match': served.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it("carry the club's watermark: the served pixels differ from the same re-encoding without it", async () => {
    const original = await picture('png', 800, 600);
    const [image] = await upload(original);
    for (const [url, side] of [
      [image.url, 'display'],
      [image.thumbnailUrl, 'thumbnail'],
    ] as const) {
      const served = Buffer.from(await (await fetch(`${t.baseUrl}${url}`)).arrayBuffer());
      const plain = (await renderImage(original))[side].body;
      const watermarked = (await renderImage(original, { watermark: 'Ely Pokémon Club' }))[side].body;
      const fromPlain = await meanDifference(served, plain);
      // A translucent mark: a visible share of the picture changes, clearly more than re-encoding noise.
      expect(fromPlain.changed).toBeGreaterThan(0.03);
      expect(fromPlain.mean).toBeGreaterThan(2);
      // ...and it is the club's mark: the same pipeline with the watermark gives (near enough) the served bytes.
      expect((await meanDifference(served, watermarked)).mean).toBeLessThan(0.5);
    }
  });

  it('drop the metadata of the upload and never keep or serve its bytes', async () => {
    const original = await picture('jpeg', 400, 300, {
      exif: { Copyright: 'Secret place 52.39N', Artist: 'Misty' },
    });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const [image] = await upload(original);
    const served = Buffer.from(await (await fetch(`${t.baseUrl}${image.url}`)).arrayBuffer());
    expect(served.equals(original)).toBe(false);
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('Secret place'))).toBe(false);
    expect(anyFileEquals(storeFolder(), original)).toBe(false);
    expect(filesUnder(storeFolder()).filter((name) => name.includes(image.id))).toEqual([
      `images/${image.id}/display.webp`,
      `images/${image.id}/display.webp.json`,
      `images/${image.id}/thumbnail.webp`,
      `images/${image.id}/thumbnail.webp.json`,
    ]);
    for (const size of ['original', 'raw', '..%2F..%2Fsecret']) {
      expect((await fetch(`${t.baseUrl}/api/images/${image.id}/${size}`)).status).toBe(400);
    }
    expect((await fetch(`${t.baseUrl}/api/images/not-a-uuid/display`)).status).toBe(400);
    expect((await fetch(`${t.baseUrl}/api/images/00000000-0000-4000-8000-000000000000/display`)).status).toBe(
      404,
    );
  });
});

describe('artwork for admins', () => {
  it('adds a piece with an artist, a price kept as whole pence and its pictures in order', async () => {
    const images = await upload(
      await picture('png', 300, 300),
      await picture('webp', 300, 300),
      await picture('jpeg', 300, 300),
    );
    const artwork = await createArtwork({
      name: '  Three Eevees ',
      price: 12.5,
      images: [images[2], images[0], images[1]],
    });
    expect(artwork).toMatchObject({
      name: 'Three Eevees',
      price: 12.5,
      authorId: artist.user.id,
      author: { email: 'misty@example.com', profile: { firstName: 'Misty', lastName: 'Tester' } },
    });
    expect(artwork.images.map((image) => image.id)).toEqual([images[2].id, images[0].id, images[1].id]);
    const [row] = await t
      .em()
      .getConnection()
      .execute<{ price_pence: number }[]>(`select price_pence from artworks where id = ${artwork.id}`);
    expect(row.price_pence).toBe(1250);
  });

  it.each([
    [{ name: '' }, 'Please fill in all required fields and upload at least one image'],
    [{ images: [] }, 'Please fill in all required fields and upload at least one image'],
    [{ price: undefined }, 'Please fill in all required fields and upload at least one image'],
    [{ authorId: undefined }, 'Please fill in all required fields and upload at least one image'],
    [{ price: -1 }, 'Price must be an amount in pounds from 0 to 100000 with at most two decimals.'],
    [{ price: 12.345 }, 'Price must be an amount in pounds from 0 to 100000 with at most two decimals.'],
    [{ price: '12.50' }, 'Price must be an amount in pounds from 0 to 100000 with at most two decimals.'],
    [{ images: [{ id: 'not-an-id' }] }, 'Each image must be an uploaded image id.'],
    [
      { images: [{ id: '00000000-0000-4000-8000-000000000000' }] },
      'An image is no longer available; please upload it again.',
    ],
  ])('refuses %j with a readable 400', async (change, message) => {
    const images = await upload(await picture('png', 50, 50));
    const response = await t.call('/api/admin/artworks', {
      method: 'POST',
      headers: admin.auth,
      body: { name: 'Piece', authorId: artist.user.id, price: 10, images, ...change },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
  });

  it('takes only approved members as artists', async () => {
    const pending = await t.newUser({ role: Role.PENDING });
    for (const authorId of [pending.user.id, 999_999]) {
      const response = await t.call('/api/admin/artworks', {
        method: 'POST',
        headers: admin.auth,
        body: { name: 'Piece', authorId, price: 1, images: await upload(await picture('png', 40, 40)) },
      });
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBe('The author must be an approved member.');
    }
  });

  it('refuses a picture that already belongs to another piece', async () => {
    const first = await createArtwork();
    const response = await t.call('/api/admin/artworks', {
      method: 'POST',
      headers: admin.auth,
      body: { name: 'Copycat', authorId: artist.user.id, price: 1, images: first.images },
    });
    expect(response.status).toBe(409);
  });

  it("is driven by react-admin's stock simple-rest client; an update as served reorders and drops pictures (deleted)", async () => {
    const provider = simpleRestProvider(`${t.baseUrl}/api/admin`, (url, options = {}) =>
      fetchUtils.fetchJson(url, {
        ...options,
        user: { authenticated: true, token: `Bearer ${admin.token}` },
      }),
    );
    const images = await upload(await picture('png', 60, 60), await picture('png', 70, 70));
    const created = await provider.create('artworks', {
      data: { name: 'Gengar', authorId: artist.user.id, price: 30, images },
    });
    const one = await provider.getOne('artworks', { id: created.data.id });
    const [kept, dropped] = one.data.images as ImageBody[];
    const added = (await upload(await picture('png', 80, 80)))[0];
    const updated = await provider.update('artworks', {
      id: one.data.id,
      data: { ...one.data, price: 31.99, images: [added, kept] },
      previousData: one.data,
    });
    expect(updated.data.price).toBe(31.99);
    expect((updated.data.images as ImageBody[]).map((image) => image.id)).toEqual([added.id, kept.id]);
    expect((await fetch(`${t.baseUrl}${dropped.url}`)).status).toBe(404);
    expect(filesUnder(storeFolder()).some((name) => name.includes(dropped.id))).toBe(false);

    const list = await provider.getList('artworks', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'price', order: 'DESC' },
      filter: { q: 'gengar' },
    });
    expect(list.data.map((artwork) => artwork.id)).toEqual([created.data.id]);
    await provider.delete('artworks', { id: created.data.id, previousData: updated.data });
    for (const image of [added, kept]) expect((await fetch(`${t.baseUrl}${image.url}`)).status).toBe(404);
  });

  it('deletes uploads that no piece used after a day, and pictures of an artist whose account goes', async () => {
    const [unused] = await upload(await picture('png', 30, 30));
    const gone = await t.newUser({ email: 'brock@example.com' });
    const artwork = await createArtwork({ authorId: gone.user.id });
    await t.em().getConnection().execute(`delete from users where id = ${gone.user.id}`);
    // Not served from the moment the account goes, though the files wait for the sweep.
    for (const image of artwork.images) {
      expect((await fetch(`${t.baseUrl}${image.url}`)).status).toBe(404);
      expect(filesUnder(storeFolder()).some((name) => name.includes(image.id))).toBe(true);
    }
    // A fresh upload no piece shows yet is still served (the admin's form previews it).
    expect((await fetch(`${t.baseUrl}${unused.url}`)).status).toBe(200);
    await t
      .em()
      .getConnection()
      .execute(`update images set unused_since = now() - interval '2 days' where unused_since is not null`);
    await upload(await picture('png', 30, 30)); // every upload sweeps
    for (const image of [unused, ...artwork.images]) {
      expect((await fetch(`${t.baseUrl}${image.url}`)).status).toBe(404);
      expect(filesUnder(storeFolder()).some((name) => name.includes(image.id))).toBe(false);
    }
  });
});

describe('GET /api/artworks', () => {
  it('lists every piece to anyone, newest first, with the artist to write to, cached with an ETag', async () => {
    const older = await createArtwork({ name: 'Older' });
    const newer = await createArtwork({ name: 'Newer' });
    const response = await t.call('/api/artworks', { headers: { 'accept-encoding': 'identity' } });
    const artworks = await json<ArtworkBody[]>(response);
    const ids = artworks.map((artwork) => artwork.id);
    // Enquire mails the artist through the club: visitors never get their address.
    expect(artworks.every((artwork) => !('email' in artwork.author))).toBe(true);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(artworks.find((artwork) => artwork.id === newer.id)).toMatchObject({
      price: 45.5,
      author: { id: artist.user.id, profile: { firstName: 'Misty' } },
      images: [{ url: expect.stringMatching(/^\/api\/images\/[\w-]+\/display$/) }],
    });
    const etag = response.headers.get('etag')!;
    expect((await t.call('/api/artworks', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await t.call(`/api/admin/artworks/${older.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { name: 'Renamed' },
    });
    expect((await t.call('/api/artworks', { headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});
