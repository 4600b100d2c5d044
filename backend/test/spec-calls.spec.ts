import sharp from 'sharp';
import { Role } from '../src/common/role.js';
import { User } from '../src/users/user.entity.js';
import { ALL_CARDS, CATALOGUE, seedCards } from './support/catalogue.js';
import { renderImage } from '../src/images/image-renditions.js';
import { meanDifference, picture } from './support/pictures.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/*
 * Every call of the specs' call tables (spec 1 §7, spec 2 §7), sent as the tables write them, with the role the
 * page has: each is answered 2xx with the fields the spec's client reads. Deliberate differences are in
 * docs/api-contract.md ('The specs' calls').
 */

let t: TestApp;
let admin: TestUser;
let member: TestUser;

type Body = Record<string, unknown>;

/** Sends one call (paths relative to /api) and answers its status and JSON body. */
async function send(
  method: string,
  path: string,
  options: { as?: TestUser; body?: unknown } = {},
): Promise<{ status: number; body: Body & Body[] }> {
  const response = await t.call(`/api${path}`, {
    method,
    body: options.body,
    headers: options.as?.auth ?? {},
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Body & Body[] };
}

/** Sends one call and expects a 2xx; answers the body. */
async function ok(method: string, path: string, options: { as?: TestUser; body?: unknown } = {}) {
  const answer = await send(method, path, options);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

const OFFICIAL_ARTWORK =
  'https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork';

const nextWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ CLUB_NAME: 'Ely Pokémon Club' });
  admin = await t.newUser({ role: Role.ADMIN, email: 'admin@example.com', firstName: 'Brock' });
  member = await t.newUser({ email: 'ash@example.com', firstName: 'Ash' });
  await seedCards(t, ALL_CARDS);
});
afterAll(() => t.close());

describe("spec 1 §7: the public site's, accounts' and events' calls", () => {
  it('POST /auth/signup with an avatar URL, then POST /auth/login: {user}; a failure puts the sentence in error', async () => {
    await ok('POST', '/auth/signup', {
      body: {
        email: 'misty@example.com',
        password: 'starmie-1',
        firstName: 'Misty',
        lastName: 'Waterflower',
        avatar: `${OFFICIAL_ARTWORK}/121.png`,
      },
    });
    const pending = await t.em().findOneOrFail(User, { email: 'misty@example.com' });
    expect(pending.profile.avatar).toBe(121);

    const session = await ok('POST', '/auth/login', {
      body: { email: member.user.email, password: member.password },
    });
    expect(session.user).toMatchObject({ email: 'ash@example.com', role: 'MEMBER' });

    const failed = await send('POST', '/auth/login', {
      body: { email: 'ash@example.com', password: 'wrong-one' },
    });
    expect(failed.status).toBe(401);
    expect(failed.body).toMatchObject({
      statusCode: 401,
      error: 'Invalid email or password',
      message: 'Invalid email or password',
    });
    const refused = await send('POST', '/auth/signup', {
      body: {
        email: 'brock@example.com',
        password: 'short',
        firstName: 'Brock',
        lastName: 'Harrison',
        avatar: 74,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Password must be at least 6 characters long');
  });

  it('the admin user calls: lists, POST with flat fields answers {message}, PUT with changed flat fields, approve, reject, delete', async () => {
    const applicant = await t.newUser({ role: Role.PENDING, email: 'gary@example.com' });
    const rejected = await t.newUser({ role: Role.PENDING, email: 'jessie@example.com' });

    const pending = await ok('GET', '/admin/users/pending', { as: admin });
    expect(pending.map((user) => user.email)).toEqual(expect.arrayContaining(['gary@example.com']));
    const all = await ok('GET', '/admin/users', { as: admin });
    expect(all.map((user) => user.email)).toEqual(
      expect.arrayContaining(['ash@example.com', 'admin@example.com']),
    );

    await ok('PUT', `/admin/users/${applicant.user.id}/approve`, { as: admin });
    await ok('DELETE', `/admin/users/${rejected.user.id}/reject`, { as: admin });

    const created = await ok('POST', '/admin/users', {
      as: admin,
      body: {
        email: 'tracey@example.com',
        password: 'sketchit-1',
        firstName: 'Tracey',
        lastName: 'Sketchit',
        role: 'MEMBER',
        avatar: `${OFFICIAL_ARTWORK}/123.png`,
      },
    });
    expect(created.message).toBe('User created successfully!');
    expect(created).toMatchObject({
      email: 'tracey@example.com',
      role: 'MEMBER',
      profile: { firstName: 'Tracey', lastName: 'Sketchit', avatar: 123 },
    });
    const id = created.id as number;

    const changed = await ok('PUT', `/admin/users/${id}`, {
      as: admin,
      body: { firstName: 'Tracy', bio: 'Draws Pokémon', avatar: 25 },
    });
    expect(changed.profile).toMatchObject({
      firstName: 'Tracy',
      lastName: 'Sketchit',
      bio: 'Draws Pokémon',
      avatar: 25,
    });

    const taken = await send('PUT', `/admin/users/${id}`, { as: admin, body: { email: 'ash@example.com' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(taken.body.message);
    expect(taken.body.error).not.toBe('Conflict');

    await ok('DELETE', `/admin/users/${id}`, { as: admin });
  });

  it('the event calls: create, change, list, registrations, register and unregister with family, delete', async () => {
    const fields = {
      title: 'League Challenge',
      description: 'Standard format, best of three',
      date: nextWeek(),
      time: '10:00',
      location: 'Ely Library',
      type: 'TOURNAMENT',
      maxAttendees: 32,
    };
    const event = await ok('POST', '/events', { as: admin, body: fields });
    const id = event.id as number;
    await ok('PUT', `/events/${id}`, { as: admin, body: { ...fields, title: 'League Cup' } });
    const events = await ok('GET', '/events');
    expect(events.map((e) => e.title)).toContain('League Cup');

    const child = await ok('POST', '/family-members', {
      as: member,
      body: { userId: member.user.id, name: 'May', age: 9 },
    });
    const family = await ok('GET', `/family-members?userId=${member.user.id}`, { as: member });
    expect(family.map((f) => f.name)).toEqual(['May']);

    const userId = member.user.id;
    const familyMemberIds = [child.id];
    await ok('POST', `/events/${id}/register`, { as: member, body: { userId, familyMemberIds } });
    const registrations = await ok('GET', `/events/${id}/registrations`, { as: admin });
    expect(registrations).toHaveLength(2);
    const own = await ok('GET', `/events/user/${userId}/registrations`, { as: member });
    expect(own).toHaveLength(2);
    await ok('DELETE', `/events/${id}/unregister`, { as: member, body: { userId, familyMemberIds } });

    const again = await send('POST', `/events/${id}/register`, {
      as: member,
      body: { userId: admin.user.id, familyMemberIds: [] },
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toEqual(expect.any(String));

    await ok('DELETE', `/events/${id}`, { as: admin });
  });

  it('the page content calls: sections with name and items, a section by name, add, change and delete an item', async () => {
    const sections = await ok('GET', '/content-sections');
    expect(sections.map((s) => s.name)).toEqual(expect.arrayContaining(['meet_team', 'our_journey']));
    sections.forEach((section) => expect(section.items).toEqual(expect.any(Array)));
    const team = await ok('GET', '/content-sections/meet_team');
    const item = await ok('POST', '/content-items', {
      as: admin,
      body: { sectionId: team.id, title: 'Brock', role: 'Co-Founder', description: 'Rock-type expert' },
    });
    await ok('PUT', `/content-items/${item.id}`, { as: admin, body: { description: 'Breeder' } });
    await ok('DELETE', `/content-items/${item.id}`, { as: admin });
  });

  it('the public lists: releases, artworks with author and profile, trade listings with user', async () => {
    expect(await ok('GET', '/releases')).toEqual(expect.any(Array));
    expect(await ok('GET', '/artworks')).toEqual(expect.any(Array));
    expect(await ok('GET', '/trades/public')).toEqual(expect.any(Array));
    expect(await ok('GET', '/trades/members-only', { as: member })).toEqual(expect.any(Array));
  });
});

describe("spec 2 §7: the member areas', admin's and deck service's calls", () => {
  it('the member areas: leaderboard, family members, change password', async () => {
    const board = await ok('GET', '/leaderboard', { as: member });
    expect(board).toMatchObject({ tournament: [], casual: [], competition: [] });
    const child = await ok('POST', '/family-members', {
      as: member,
      body: { userId: member.user.id, name: 'Max', age: 7 },
    });
    await ok('PUT', `/family-members/${child.id}`, { as: member, body: { name: 'Max', age: 8 } });
    await ok('DELETE', `/family-members/${child.id}`, { as: member });

    const trainer = await t.newUser();
    const changed = await ok('POST', '/auth/change-password', {
      as: trainer,
      body: { currentPassword: trainer.password, newPassword: 'a-new-secret' },
    });
    expect(changed.message).toBe('Password changed successfully!');
    const wrong = await send('POST', '/auth/change-password', {
      as: trainer,
      body: { currentPassword: 'not-it-at-all', newPassword: 'another-secret' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(wrong.body.message);
  });

  it('the forum: categories, posts (posts and pages), likes and comments', async () => {
    const category = await ok('POST', '/forum/categories', {
      as: admin,
      body: { name: 'Deck help', description: 'Ask about lists', color: '#2563eb', icon: 'style' },
    });
    await ok('PUT', `/forum/categories/${category.id}`, {
      as: admin,
      body: { name: 'Deck help', description: 'Ask about your lists', color: '#2563eb', icon: 'style' },
    });
    expect((await ok('GET', '/forum/categories', { as: member })).length).toBeGreaterThan(0);

    const post = await ok('POST', '/forum/posts', {
      as: member,
      body: {
        title: 'Which Pikachu?',
        content: 'ex or not?',
        categoryId: category.id,
        authorId: member.user.id,
      },
    });
    await ok('PUT', `/forum/posts/${post.id}`, {
      as: member,
      body: { title: 'Which Pikachu ex?', content: 'Thoughts?', categoryId: category.id },
    });
    const page = await ok('GET', `/forum/posts?categoryId=${category.id}&search=Pikachu&page=1&limit=20`, {
      as: member,
    });
    expect(page.posts).toEqual(expect.any(Array));
    expect(page.pages).toBe(1);
    expect(await ok('GET', `/forum/posts/${post.id}`, { as: member })).toMatchObject({
      title: 'Which Pikachu ex?',
    });
    await ok('POST', `/forum/posts/${post.id}/like`, { as: member, body: { userId: member.user.id } });
    const comment = await ok('POST', '/forum/comments', {
      as: member,
      body: { content: 'ex, always', authorId: member.user.id, postId: post.id },
    });
    await ok('PUT', `/forum/comments/${comment.id}`, { as: member, body: { content: 'ex, mostly' } });
    await ok('DELETE', `/forum/comments/${comment.id}`, { as: member });
    await ok('DELETE', `/forum/posts/${post.id}`, { as: member });
    await ok('DELETE', `/forum/categories/${category.id}`, { as: admin });
  });

  it('the admin lists and achievements', async () => {
    for (const path of [
      '/admin/achievements',
      '/admin/family-members',
      '/admin/users/recent',
      '/admin/events/recent-registrations',
      '/admin/users/pending',
      '/admin/artworks',
    ]) {
      expect(await ok('GET', path, { as: admin })).toEqual(expect.any(Array));
    }
    const fields = {
      type: 'TOURNAMENT_WIN',
      title: 'League Cup winner',
      description: 'Undefeated',
      date: '2026-05-16',
      place: 1,
      competitionName: 'Ely League Cup',
      competitionType: 'League Cup',
      userId: member.user.id,
      familyMemberId: null,
    };
    const achievement = await ok('POST', '/admin/achievements', { as: admin, body: fields });
    await ok('PUT', `/admin/achievements/${achievement.id}`, { as: admin, body: { ...fields, place: 2 } });
    await ok('DELETE', `/admin/achievements/${achievement.id}`, { as: admin });
  });

  it('the releases: create, change, list, delete', async () => {
    const fields = {
      packName: 'Surging Sparks',
      releaseDate: nextWeek(),
      releaseType: 'BOOSTER_SET',
      description: 'Pikachu ex returns',
      imageUrl: 'https://example.com/surging-sparks.png',
    };
    const release = await ok('POST', '/admin/releases', { as: admin, body: fields });
    await ok('PUT', `/admin/releases/${release.id}`, {
      as: admin,
      body: { ...fields, description: 'Out now' },
    });
    expect((await ok('GET', '/releases')).map((r) => r.packName)).toContain('Surging Sparks');
    await ok('DELETE', `/admin/releases/${release.id}`, { as: admin });
  });

  it('the artworks: create and change with images as data strings (re-encoded and watermarked), delete', async () => {
    const dataString = async (width: number, height: number) =>
      `data:image/png;base64,${(await picture('png', width, height)).toString('base64')}`;
    const fields = {
      name: 'Charizard at dusk',
      authorId: member.user.id,
      price: 45.5,
      images: [await dataString(300, 200), await dataString(120, 120)],
    };
    const artwork = await ok('POST', '/admin/artworks', { as: admin, body: fields });
    const images = artwork.images as { url: string; width: number }[];
    expect(images.map((image) => image.width)).toEqual([300, 120]);
    const served = await fetch(`${t.baseUrl}${images[0].url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const changed = await ok('PUT', `/admin/artworks/${artwork.id}`, {
      as: admin,
      body: { ...fields, price: 50, images: [await dataString(80, 60)] },
    });
    expect(changed).toMatchObject({ price: 50, images: [{ width: 80, height: 60 }] });
    const gallery = await ok('GET', '/artworks');
    expect(gallery[0]).toMatchObject({
      name: 'Charizard at dusk',
      author: { profile: { firstName: 'Ash' } },
    });
    await ok('DELETE', `/admin/artworks/${artwork.id}`, { as: admin });
  });

  it('the events with a bearer under /api: create, change, registrations, delete', async () => {
    const fields = {
      title: 'Trade night',
      description: 'Bring your binders',
      date: nextWeek(),
      time: '18:30',
      location: 'Ely Library',
      type: 'TRADING_SESSION',
      maxAttendees: null,
    };
    const event = await ok('POST', '/events', { as: admin, body: fields });
    // The events screen's form: an empty max attendees means no limit (spec 2 §5).
    const changed = await ok('PUT', `/events/${event.id}`, {
      as: admin,
      body: { ...fields, time: '19:00', maxAttendees: '' },
    });
    expect(changed).toMatchObject({ time: '19:00', maxAttendees: null, placesLeft: null });
    expect(await ok('GET', `/events/${event.id}/registrations`, { as: admin })).toEqual([]);
    await ok('DELETE', `/events/${event.id}`, { as: admin });
  });

  it('the card and deck service under /pokemon: search, card, decks, cards, validate, import and export', async () => {
    const search = await ok('GET', '/pokemon/cards/search?page=1&pageSize=20&q=Pikachu&supertype=Pokémon', {
      as: member,
    });
    expect(search.cards).toEqual(expect.any(Array));
    expect(search.pagination).toEqual(expect.any(Object));
    expect(await ok('GET', `/pokemon/cards/${CATALOGUE.pikachu.id}`, { as: member })).toMatchObject({
      id: 'sv8-57',
    });
    expect(await ok('GET', '/pokemon/health')).toBeTruthy();

    const deck = await ok('POST', '/pokemon/decks', {
      as: member,
      body: { name: 'Pikachu ex', format: 'standard', notes: 'First try' },
    });
    expect(deck.id).toEqual(expect.any(Number));
    expect(await ok('GET', '/pokemon/decks', { as: member })).toHaveLength(1);
    await ok('PUT', `/pokemon/decks/${deck.id}`, {
      as: member,
      body: { name: 'Pikachu ex', format: 'standard', notes: '' },
    });
    const updated = await ok('POST', `/pokemon/decks/${deck.id}/cards`, {
      as: member,
      body: { cardId: CATALOGUE.pikachu.id, section: 'pokemon', countDelta: 1 },
    });
    expect(updated.id).toBe(deck.id);
    expect(await ok('GET', `/pokemon/decks/${deck.id}`, { as: member })).toMatchObject({ id: deck.id });
    const copy = await ok('POST', `/pokemon/decks/${deck.id}/duplicate`, { as: member });
    expect(copy.id).not.toBe(deck.id);
    await ok('POST', '/pokemon/decks/validate', {
      as: member,
      body: { format: 'standard', cards: [{ cardId: CATALOGUE.pikachu.id, section: 'pokemon', count: 1 }] },
    });
    const exported = await ok('POST', '/pokemon/decks/export/ptcgl', {
      as: member,
      body: { deckId: deck.id },
    });
    expect(exported.text).toEqual(expect.stringContaining('Pikachu ex'));
    const imported = await ok('POST', '/pokemon/decks/import/ptcgl', {
      as: member,
      body: { text: exported.text },
    });
    expect(imported.sections).toEqual(expect.any(Object));
    await ok('DELETE', `/pokemon/decks/${copy.id}`, { as: member });
  });
});

describe('avatars as the spec writes them: an official-artwork URL ending in the Pokédex number', () => {
  it('are stored as the number on the profile and refused outside the Pokédex', async () => {
    const { user } = await ok('PUT', '/users/me', {
      as: member,
      body: { avatar: `${OFFICIAL_ARTWORK}/0007.png` },
    });
    expect((user as Body).profile).toMatchObject({ avatar: 7, avatarUrl: `${OFFICIAL_ARTWORK}/7.png` });
    for (const avatar of [
      `${OFFICIAL_ARTWORK}/2000.png`,
      `${OFFICIAL_ARTWORK}/0.png`,
      `${OFFICIAL_ARTWORK}/25.jpg`,
      'ftp://x/25.png',
      '25.png',
    ]) {
      const refused = await send('PUT', '/users/me', { as: member, body: { avatar } });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('Avatar must be a Pokédex number from 1 to 1025.');
    }
  });
});

describe("artwork pictures as data: URLs go through the upload pipeline's checks", () => {
  const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
  const write = (images: unknown[]) =>
    send('POST', '/admin/artworks', {
      as: admin,
      body: { name: 'Squirtle squad', authorId: member.user.id, price: 12, images },
    });
  const stored = async () =>
    t
      .em()
      .getConnection()
      .execute<{ images: number; artworks: number }[]>(
        'select (select count(*) from images)::int as images, (select count(*) from artworks)::int as artworks',
      );

  it("carry the club's watermark, and a body above the usual 1 MB limit is taken on these routes", async () => {
    // Noise does not compress: about 1.5 MB of PNG, 2 MB as base64.
    const noise = Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256)));
    const original = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(original.length).toBeGreaterThan(1024 * 1024);
    const answer = await write([dataUrl(original, 'image/jpeg')]);
    expect(answer.status).toBe(201);
    const [image] = answer.body.images as { url: string }[];
    const served = Buffer.from(await (await fetch(`${t.baseUrl}${image.url}`)).arrayBuffer());
    const watermarked = (await renderImage(original, { watermark: 'Ely Pokémon Club' })).display.body;
    expect((await meanDifference(served, watermarked)).mean).toBeLessThan(0.5);
    expect((await meanDifference(served, (await renderImage(original)).display.body)).mean).toBeGreaterThan(
      2,
    );
  });

  it('are refused when not a picture (by content), not a data: URL, or above 5 MB, and nothing is kept', async () => {
    const before = await stored();
    const good = dataUrl(await picture('png', 50, 50));
    const cases: [unknown[], number, string][] = [
      [
        [good, dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))],
        415,
        'Images must be JPEG, PNG or WebP pictures.',
      ],
      [
        [good, 'https://example.com/charizard.png'],
        400,
        'Each image must be an uploaded image or a picture as a data:image/…;base64, URL.',
      ],
      [
        ['data:image/png;base64,%%%'],
        400,
        'Each image must be an uploaded image or a picture as a data:image/…;base64, URL.',
      ],
      [[`data:image/png;base64,${'A'.repeat(7_000_000)}`], 400, 'Each image must be at most 5 MB.'],
      [[42], 400, 'Each image must be an uploaded image or a picture as a data:image/…;base64, URL.'],
    ];
    for (const [images, status, message] of cases) {
      const answer = await write(images);
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status,
        message: expect.stringContaining(message) as string,
      });
    }
    const unknownAuthor = await send('POST', '/admin/artworks', {
      as: admin,
      body: { name: 'Squirtle squad', authorId: 999_999, price: 12, images: [good] },
    });
    expect(unknownAuthor.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('are refused above the usual body limit on every other route', async () => {
    const answer = await send('PUT', '/users/me', { as: member, body: { bio: 'x'.repeat(1_100_000) } });
    expect(answer.status).toBe(413);
  });
});

describe("admin users: the spec's flat fields and the record's nested profile", () => {
  it('are both taken; the same field sent both ways must agree', async () => {
    const created = await ok('POST', '/admin/users', {
      as: admin,
      body: {
        email: 'lance@example.com',
        password: 'dragonite-1',
        role: 'ADMIN',
        profile: { firstName: 'Lance', lastName: 'Wataru' },
      },
    });
    const edited = await ok('PUT', `/admin/users/${created.id}`, {
      as: admin,
      body: {
        ...created,
        profile: { ...(created.profile as Body), location: 'Blackthorn' },
      },
    });
    expect(edited.profile).toMatchObject({ firstName: 'Lance', location: 'Blackthorn' });
    const mixed = await ok('PUT', `/admin/users/${created.id}`, {
      as: admin,
      body: { lastName: 'Dragon', profile: { firstName: 'Lance' } },
    });
    expect(mixed.profile).toMatchObject({ firstName: 'Lance', lastName: 'Dragon', location: 'Blackthorn' });

    const disagreeing = await send('PUT', `/admin/users/${created.id}`, {
      as: admin,
      body: { firstName: 'Clair', profile: { firstName: 'Lance' } },
    });
    expect(disagreeing.status).toBe(400);
    expect(disagreeing.body.error).toBe('firstName and profile.firstName differ; send one of them.');
    const refused = await send('POST', '/admin/users', {
      as: admin,
      body: {
        email: 'clair@example.com',
        password: 'kingdra-11',
        firstName: '',
        lastName: 'Ibuki',
        avatar: 'https://example.com/x.png',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual(
      expect.arrayContaining([
        'Please fill in all required fields',
        'Avatar must be a Pokédex number from 1 to 1025.',
      ]),
    );
    expect((await ok('GET', `/admin/users/${created.id}`, { as: admin })).profile).toMatchObject({
      firstName: 'Lance',
    });
  });
});
