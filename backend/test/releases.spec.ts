import { fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { ukDay } from '@club/rules';
import { Role } from '../src/common/role.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let admin: TestUser;

interface ReleaseBody {
  id: number;
  packName: string;
  releaseType: string;
  releaseDate: string;
  imageUrl: string | null;
  description: string | null;
}

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The UK day `days` from today. */
function day(days: number): string {
  const [year, month, date] = ukDay().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

async function createRelease(fields: Record<string, unknown> = {}): Promise<ReleaseBody> {
  const response = await t.call('/api/admin/releases', {
    method: 'POST',
    headers: admin.auth,
    body: { packName: 'Surging Sparks', releaseDate: day(10), ...fields },
  });
  expect(response.status).toBe(201);
  return json<ReleaseBody>(response);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.newUser({ role: Role.ADMIN });
});
afterAll(() => t.close());

describe('releases for admins', () => {
  it('adds a release with the spec default type BOOSTER_SET, trimmed text and a day', async () => {
    const release = await createRelease({
      packName: '  Prismatic Evolutions ',
      releaseDate: `${day(5)}T00:00:00.000Z`,
    });
    expect(release).toMatchObject({
      packName: 'Prismatic Evolutions',
      releaseType: 'BOOSTER_SET',
      releaseDate: day(5),
      imageUrl: null,
      description: null,
    });
  });

  it.each([
    [{ releaseDate: '2026-07-18' }, 'Please fill in all required fields'],
    [{ packName: '   ', releaseDate: '2026-07-18' }, 'Please fill in all required fields'],
    [{ packName: 'No day' }, 'Please fill in all required fields'],
    [{ packName: 'Bad day', releaseDate: '18/07/2026' }, "Release date must be a day such as '2026-07-18'."],
    [{ packName: 'Bad day', releaseDate: '2026-02-30' }, "Release date must be a day such as '2026-07-18'."],
    [
      { packName: 'T', releaseDate: '2026-07-18', releaseType: 'BOOSTER' },
      'Release type must be one of BOOSTER_SET',
    ],
    [
      { packName: 'T', releaseDate: '2026-07-18', imageUrl: 'javascript:alert(1)' },
      'Image URL must be an http(s) URL.',
    ],
    [
      { packName: 'T', releaseDate: '2026-07-18', imageUrl: 'ftp://example.com/a.png' },
      'Image URL must be an http(s) URL.',
    ],
    [
      { packName: 'T', releaseDate: '2026-07-18', imageUrl: 'not a url' },
      'Image URL must be an http(s) URL.',
    ],
    [
      { packName: 'T', releaseDate: '2026-07-18', description: 'x'.repeat(2001) },
      'Description must be at most 2000',
    ],
  ])('refuses %j with a readable 400', async (body, message) => {
    const response = await t.call('/api/admin/releases', { method: 'POST', headers: admin.auth, body });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toContain(message);
  });

  it('takes http and https picture addresses', async () => {
    const release = await createRelease({ imageUrl: 'https://images.example.com/ss.png' });
    expect(release.imageUrl).toBe('https://images.example.com/ss.png');
    const plain = await createRelease({ imageUrl: 'http://localhost:3000/box.png' });
    expect(plain.imageUrl).toBe('http://localhost:3000/box.png');
  });

  it("is driven end to end by react-admin's stock simple-rest client (create, list, getOne, update as served, delete)", async () => {
    const provider = simpleRestProvider(`${t.baseUrl}/api/admin`, (url, options = {}) =>
      fetchUtils.fetchJson(url, {
        ...options,
        user: { authenticated: true, token: `Bearer ${admin.token}` },
      }),
    );
    const created = await provider.create('releases', {
      data: {
        packName: 'Elite Trainer Box: Journey Together',
        releaseDate: day(30),
        releaseType: 'ELITE_TRAINER_BOX',
      },
    });
    expect(created.data).toMatchObject({ releaseType: 'ELITE_TRAINER_BOX', releaseDate: day(30) });
    const one = await provider.getOne('releases', { id: created.data.id });
    const updated = await provider.update('releases', {
      id: one.data.id,
      data: {
        ...one.data,
        description: 'Nine boosters and sleeves.',
        imageUrl: 'https://example.com/etb.png',
      },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({
      description: 'Nine boosters and sleeves.',
      packName: one.data.packName,
    });
    const list = await provider.getList('releases', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'releaseDate', order: 'DESC' },
      filter: { releaseType: 'ELITE_TRAINER_BOX' },
    });
    expect(list.data.map((release) => release.id)).toEqual([created.data.id]);
    expect(list.total).toBe(1);
    const many = await provider.getMany('releases', { ids: [created.data.id] });
    expect(many.data).toHaveLength(1);
    const deleted = await provider.delete('releases', { id: created.data.id, previousData: updated.data });
    expect(deleted.data.id).toBe(created.data.id);
    const gone = await t.call(`/api/admin/releases/${created.data.id}`, { headers: admin.auth });
    expect(gone.status).toBe(404);
  });

  it('lists past releases too, with Content-Range, a search and an upcoming filter', async () => {
    const past = await createRelease({ packName: 'Long gone', releaseDate: day(-40) });
    const response = await t.call(
      `/api/admin/releases?range=[0,49]&filter=${encodeURIComponent('{"upcoming":false,"q":"long"}')}`,
      { headers: admin.auth },
    );
    expect(response.headers.get('content-range')).toBe('releases 0-0/1');
    expect((await json<ReleaseBody[]>(response)).map((r) => r.id)).toEqual([past.id]);
    const badFilter = await t.call(`/api/admin/releases?filter=${encodeURIComponent('{"colour":"red"}')}`, {
      headers: admin.auth,
    });
    expect(badFilter.status).toBe(400);
  });
});

describe('GET /api/releases', () => {
  it('lists releases from today (UK) on, soonest first, to anyone', async () => {
    const today = await createRelease({ packName: 'Out today', releaseDate: day(0) });
    const yesterday = await createRelease({ packName: 'Out yesterday', releaseDate: day(-1) });
    const soon = await createRelease({ packName: 'Soon', releaseDate: day(2) });
    const releases = await json<ReleaseBody[]>(await t.call('/api/releases'));
    const ids = releases.map((release) => release.id);
    expect(ids).toContain(today.id);
    expect(ids).not.toContain(yesterday.id);
    expect(ids.indexOf(today.id)).toBeLessThan(ids.indexOf(soon.id));
    const days = releases.map((release) => release.releaseDate);
    expect([...days].sort()).toEqual(days);
  });

  it('answers with an ETag and 304, and changes at once after an edit', async () => {
    const release = await createRelease({ packName: 'Cached pack' });
    const first = await t.call('/api/releases', { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect((await t.call('/api/releases', { headers: { 'if-none-match': etag } })).status).toBe(304);

    await t.call(`/api/admin/releases/${release.id}`, {
      method: 'PUT',
      headers: admin.auth,
      body: { packName: 'Renamed pack' },
    });
    const after = await t.call('/api/releases', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect((await json<ReleaseBody[]>(after)).find((r) => r.id === release.id)?.packName).toBe(
      'Renamed pack',
    );
  });

  it('hears a change made outside the API (another server, SQL) through PostgreSQL', async () => {
    const release = await createRelease({ packName: 'Before SQL' });
    await t.call('/api/releases');
    await t
      .em()
      .getConnection()
      .execute(`update releases set pack_name = 'After SQL' where id = ${release.id}`);
    const deadline = Date.now() + 5000;
    let name = '';
    while (Date.now() < deadline) {
      const releases = await json<ReleaseBody[]>(await t.call('/api/releases'));
      name = releases.find((r) => r.id === release.id)?.packName ?? '';
      if (name === 'After SQL') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(name).toBe('After SQL');
  });
});
