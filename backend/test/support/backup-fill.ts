import { Role } from '../../src/common/role.js';
import { User } from '../../src/users/user.entity.js';
import { cardDataFolder } from './card-data-folder.js';
import { form, picture } from './pictures.js';
import type { TestApp, TestUser } from './test-app.js';

/** A call to the API as the admin, or as whoever `auth` signs in. */
type Call = (
  path: string,
  method: string,
  body?: unknown,
  auth?: Record<string, string>,
) => Promise<Response>;

async function ok<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json().catch(() => undefined)) as T;
}

/**
 * Fills every table of the club site through its API, as people would (the few rows no route writes go
 * through the app's own FileStore): what a backup must bring back.
 */
export async function fillThroughTheApi(t: TestApp): Promise<void> {
  const admin = await t.newUser({ role: Role.ADMIN, email: 'admin@backup.test' });
  const member = await t.newUser({ email: 'member@backup.test', firstName: 'Misty' });
  const call: Call = (path, method, body, auth = admin.auth) => t.call(path, { method, body, headers: auth });

  // Accounts: a sign-up (throttle bucket), approval, sign-in (refresh token), a wrong password (failure bucket).
  await ok(
    await t.call('/api/auth/signup', {
      method: 'POST',
      body: {
        email: 'brock@backup.test',
        password: 'rock-solid-pass',
        firstName: 'Brock',
        lastName: 'Harrison',
      },
    }),
    'sign-up',
  );
  // Two sign-ups with a member's address: one notice goes, the second is held back (held-back mail counts).
  for (let attempt = 0; attempt < 2; attempt++) {
    await t.call('/api/auth/signup', {
      method: 'POST',
      body: { email: 'member@backup.test', password: 'another-pass-1', firstName: 'Not', lastName: 'Misty' },
    });
  }
  await heldBackCounted(t);
  const applicant = await t.em().findOneOrFail(User, { email: 'brock@backup.test' });
  await ok(await call(`/api/admin/users/${applicant.id}/approve`, 'PUT'), 'approve');
  await ok(
    await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'member@backup.test', password: member.password },
    }),
    'sign-in',
  );
  await t.call('/api/auth/login', {
    method: 'POST',
    body: { email: 'member@backup.test', password: 'wrong-password' },
  });
  // An e-mail change waiting for its confirmation link.
  await ok(
    await call(
      '/api/users/me',
      'PUT',
      { email: 'misty.new@backup.test', currentPassword: member.password },
      member.auth,
    ),
    'e-mail change',
  );

  // Cards: an import job, sets, cards and texts; formats; a cached card image (left out of backups).
  const job = await ok<{ id: string }>(
    await call('/api/admin/cards/imports', 'POST', { source: cardDataFolder() }),
    'card import',
  );
  for (let i = 0; ; i++) {
    const state = await ok<{ status: string }>(
      await call(`/api/admin/cards/imports/${job.id}`, 'GET'),
      'import job',
    );
    if (state.status === 'succeeded') break;
    if (state.status !== 'running' || i > 200) throw new Error(`card import ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await ok(await t.call('/api/pokemon/images/bk1-1/small', { headers: member.auth }), 'card image');
  // A format is stored once an admin changes it (until then the defaults are answered).
  await ok(
    await call('/api/admin/formats/expanded', 'PUT', { bannedCardNames: ['Lysandre’s Trump Card'] }),
    'format',
  );

  // Decks with cards.
  const deck = await ok<{ id: number }>(
    await call('/api/pokemon/decks', 'POST', { name: 'Backup deck', format: 'standard' }, member.auth),
    'deck',
  );
  await ok(
    await call(
      `/api/pokemon/decks/${deck.id}/cards`,
      'POST',
      { cardId: 'bk1-1', section: 'pokemon', count: 2 },
      member.auth,
    ),
    'deck card',
  );
  await ok(
    await call(
      '/api/pokemon/decks/print-choices',
      'PUT',
      { code: null, number: null, name: 'Backupmon', cardId: 'bk1-1' },
      member.auth,
    ),
    'print choice',
  );

  // Community: family, an event with registrations, page content, an achievement, a contact message.
  const child = await ok<{ id: number }>(
    await call('/api/family-members', 'POST', { name: 'Lily', age: 9, birthYear: 2017 }, member.auth),
    'family member',
  );
  const event = await ok<{ id: number }>(
    await call('/api/events', 'POST', {
      title: 'Backup Cup',
      date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      time: '18:30–21:30',
      maxAttendees: 10,
    }),
    'event',
  );
  await ok(
    await call(`/api/events/${event.id}/register`, 'POST', { familyMemberIds: [child.id] }, member.auth),
    'registration',
  );
  await ok(
    await call('/api/content-items', 'POST', {
      section: 'meet_team',
      title: 'Professor Oak',
      role: 'Founder',
    }),
    'content item',
  );
  await ok(
    await call('/api/admin/achievements', 'POST', {
      title: 'Spring League champion',
      date: '2026-04-01',
      place: 1,
      familyMemberId: child.id,
    }),
    'achievement',
  );
  await ok(
    await t.call('/api/contact', {
      method: 'POST',
      body: {
        name: 'Gary',
        email: 'gary@backup.test',
        subject: 'Hello',
        message: 'Line one\nLine two\t"quoted" \\ back',
      },
    }),
    'contact message',
  );

  // Forum: a category, a post with a comment, a like and a view.
  const category = await ok<{ id: number }>(
    await call('/api/forum/categories', 'POST', { name: 'Backups', description: 'Keeping things safe' }),
    'forum category',
  );
  const post = await ok<{ id: number }>(
    await call(
      '/api/forum/posts',
      'POST',
      { title: 'Pokémon à la carte', content: '**bold** and *italic*', categoryId: category.id },
      member.auth,
    ),
    'forum post',
  );
  await ok(
    await call('/api/forum/comments', 'POST', { content: 'Me too', postId: post.id }),
    'forum comment',
  );
  await ok(await call(`/api/forum/posts/${post.id}/like`, 'POST', {}, member.auth), 'forum like');
  await ok(await t.call(`/api/forum/posts/${post.id}`, { headers: admin.auth }), 'forum view');

  // Marketplace: a release, an artwork with its uploaded picture, a listing with its photo and an offer on it.
  await ok(
    await call('/api/admin/releases', 'POST', { packName: 'Surging Sparks', releaseDate: '2027-01-10' }),
    'release',
  );
  const pictures = await ok<unknown[]>(
    await fetch(`${t.baseUrl}/api/admin/artworks/images`, {
      method: 'POST',
      headers: admin.auth,
      body: form({}, [
        { field: 'images', name: 'piece.png', type: 'image/png', bytes: await picture('png', 300, 200) },
      ]),
    }),
    'artwork pictures',
  );
  await ok(
    await call('/api/admin/artworks', 'POST', {
      name: 'Charizard at dusk',
      authorId: member.user.id,
      price: 45.5,
      images: pictures,
    }),
    'artwork',
  );
  const listing = await ok<{ id: number }>(
    await fetch(`${t.baseUrl}/api/trades`, {
      method: 'POST',
      headers: member.auth,
      body: form({ cardTitle: 'Pikachu V' }, [
        { field: 'photo', name: 'card.jpg', type: 'image/jpeg', bytes: await picture('jpeg', 400, 560) },
      ]),
    }),
    'trade listing',
  );
  await ok(
    await call(`/api/trades/${listing.id}/offers`, 'POST', { cardTradeOffered: 'Eevee' }),
    'trade offer',
  );

  await fillTournament(call, member);
}

/**
 * Tournament day for a member and the child they register: a legal list each (built from the fill's card data:
 * Standard allows its regulation mark H), check-in, round 1 paired, the parent's report and the organiser's
 * correction (a result change).
 */
async function fillTournament(call: Call, member: TestUser): Promise<void> {
  const date = new Date(Date.now() + 14 * 86_400_000);
  const event = await ok<{ id: number }>(
    await call('/api/events', 'POST', {
      title: 'Backup Challenge',
      date: date.toISOString(),
      type: 'TOURNAMENT',
    }),
    'tournament event',
  );
  const tournament = await ok<{ id: number; season: number }>(
    await call('/api/tournaments', 'POST', {
      eventId: event.id,
      format: 'standard',
      bestOf: 3,
      roundMinutes: 50,
      divisionsApart: false,
      topCut: false,
      deckListDeadline: new Date(date.getTime() - 3_600_000).toISOString(),
    }),
    'tournament',
  );
  const at = (path: string) => `/api/tournaments/${tournament.id}${path}`;
  const junior = await ok<{ id: number }>(
    await call(
      '/api/family-members',
      'POST',
      { name: 'Dawn', age: 9, birthYear: tournament.season - 10 },
      member.auth,
    ),
    'junior',
  );
  await ok(
    await call(`/api/events/${event.id}/register`, 'POST', { familyMemberIds: [junior.id] }, member.auth),
    'tournament registration',
  );

  const deck = await ok<{ id: number }>(
    await call('/api/pokemon/decks', 'POST', { name: 'Tournament list', format: 'standard' }, member.auth),
    'tournament deck',
  );
  const legal: [string, string, number][] = [
    ['bk1-1', 'pokemon', 4],
    ['bk1-2', 'trainer', 4],
    ['bk1-3', 'energy', 52],
  ];
  for (const [cardId, section, count] of legal)
    await ok(
      await call(`/api/pokemon/decks/${deck.id}/cards`, 'POST', { cardId, section, count }, member.auth),
      'tournament deck card',
    );
  const mine = await ok<{ entries: { playerId: number }[] }>(
    await call(at('/me'), 'GET', undefined, member.auth),
    'entries',
  );
  for (const entry of mine.entries)
    await ok(
      await call(at(`/players/${entry.playerId}/deck-list`), 'PUT', { deckId: deck.id }, member.auth),
      'deck list',
    );

  const started = await ok<{ players: { id: number }[] }>(await call(at('/check-in'), 'POST'), 'check-in');
  for (const player of started.players)
    await ok(await call(at(`/players/${player.id}/check-in`), 'PUT', { checkedIn: true }), 'player check-in');
  const paired = await ok<{ id: number; table: number | null; playerB: unknown }[]>(
    await call(at('/rounds'), 'POST', { round: 1 }),
    'round 1',
  );
  const table = paired.find((match) => match.playerB)!;
  // The parent speaks for both children of the table; the organiser then corrects the result.
  await ok(
    await call(at(`/matches/${table.id}/report`), 'POST', { outcome: 'A_WINS' }, member.auth),
    'report',
  );
  await ok(await call(at(`/matches/${table.id}/result`), 'PUT', { outcome: 'B_WINS' }), 'correction');
  // The desk confirms it from its queue: the action is remembered by its id.
  await ok(
    await call(`/api/admin/tournaments/${tournament.id}/desk-actions`, 'POST', {
      actionId: '9b1c6f5e-2d4a-4c1e-8f3b-5a6d7e8f9a0b',
      takenAt: new Date().toISOString(),
      kind: 'RESULT',
      round: 1,
      table: table.table,
      outcome: 'B_WINS',
      expected: 'B_WINS',
    }),
    'desk action',
  );
}

/** Waits for the held-back notice to be counted: mail goes after the sign-up's answer. */
async function heldBackCounted(t: TestApp): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const [{ rows }] = await t
      .em()
      .getConnection()
      .execute<{ rows: number }[]>('select count(*)::int as rows from held_back_mail');
    if (rows > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The second sign-up notice to the same address was not counted as held back.');
}
