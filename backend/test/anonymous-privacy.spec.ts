import { Role } from '../src/common/role.js';
import { seedDemoContent } from '../src/composition/seeders/demo.seeder.js';
import { FamilyMember } from '../src/family/family-member.entity.js';
import { form, picture } from './support/pictures.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * The rule (issue 25 §3): whatever a visitor who is not signed in can read carries no member's e-mail address,
 * nothing naming a member's family, and not who is registered for an event (admins read `attendees`). Every
 * public GET of the served OpenAPI document is called anonymously, with real ids, on a club with sellers,
 * artists, children in a tournament (registered for its event) and on the leaderboard.
 */

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let parent: TestUser;
const ids: { event?: number; tournament?: number; image?: string } = {};

/** Names no other text of the site holds, so finding one means a family member leaked. */
const CHILDREN = { junior: 'Zephyrine Quillfeather', senior: 'Bartholomew Thistlewood' };

/** `x@y.z` with no backtracking: the parts are runs of characters that can never overlap the `@` or the dot. */
const EMAIL_ADDRESS = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/;

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function seed(): Promise<void> {
  admin = await t.newUser({ role: Role.ADMIN, email: 'organiser.oak@example.com' });
  seller = await t.newUser({ email: 'misty.seller@example.com', firstName: 'Misty' });
  parent = await t.newUser({ email: 'brock.parent@example.com', firstName: 'Brock' });

  const listing = await fetch(`${t.baseUrl}/api/trades`, {
    method: 'POST',
    headers: seller.auth,
    body: form({ cardTitle: 'Charizard ex', visibility: 'PUBLIC', desiredValue: '40' }, []),
  });
  await json(listing, 201);

  const upload = await fetch(`${t.baseUrl}/api/admin/artworks/images`, {
    method: 'POST',
    headers: admin.auth,
    body: form({}, [
      { field: 'images', name: 'piece.png', type: 'image/png', bytes: await picture('png', 300, 200) },
    ]),
  });
  const images = await json<{ id: string }[]>(upload, 201);
  ids.image = images[0].id;
  await json(
    await t.call('/api/admin/artworks', {
      method: 'POST',
      headers: admin.auth,
      body: { name: 'Lapras at sea', authorId: seller.user.id, price: 30, images },
    }),
    201,
  );

  const date = new Date(Date.now() + 10 * 24 * 3_600_000);
  const event = await json<{ id: number }>(
    await t.call('/api/events', {
      method: 'POST',
      headers: admin.auth,
      body: { title: 'League Challenge', date: date.toISOString(), type: 'TOURNAMENT' },
    }),
    201,
  );
  ids.event = event.id;
  const tournament = await json<{ id: number; season: number }>(
    await t.call('/api/tournaments', {
      method: 'POST',
      headers: admin.auth,
      body: {
        eventId: event.id,
        format: 'standard',
        bestOf: 1,
        roundMinutes: 30,
        divisionsApart: false,
        topCut: false,
        deckListDeadline: new Date(date.getTime() - 3_600_000).toISOString(),
      },
    }),
    201,
  );
  ids.tournament = tournament.id;

  const family: number[] = [];
  for (const [name, age] of [
    [CHILDREN.junior, 9],
    [CHILDREN.senior, 13],
  ] as const) {
    const child = await json<{ id: number }>(
      await t.call('/api/family-members', {
        method: 'POST',
        headers: parent.auth,
        body: { name, age, birthYear: tournament.season - age - 1 },
      }),
      201,
    );
    family.push(child.id);
    await json(
      await t.call('/api/admin/achievements', {
        method: 'POST',
        headers: admin.auth,
        body: { type: 'CASUAL_WIN', title: 'Friday casual', date: '2026-04-24', familyMemberId: child.id },
      }),
      201,
    );
  }
  for (const [member, familyMemberIds] of [
    [parent, family],
    [seller, []],
  ] as const) {
    await json(
      await t.call(`/api/events/${event.id}/register`, {
        method: 'POST',
        headers: member.auth,
        body: { familyMemberIds },
      }),
    );
  }
  const tournamentApi = (path: string, method: string, body?: unknown) =>
    t.call(`/api/tournaments/${tournament.id}${path}`, { method, headers: admin.auth, body });
  const started = await json<{ players: { id: number }[] }>(await tournamentApi('/check-in', 'POST'));
  for (const player of started.players) {
    await json(await tournamentApi(`/players/${player.id}/check-in`, 'PUT', { checkedIn: true }));
  }
  await json(await tournamentApi('/rounds', 'POST', { round: 1 }), 201);
}

/** The anonymous GET routes the served document declares: no security requirement, or an empty one. */
async function publicGetPaths(): Promise<string[]> {
  const document = await json<{
    security?: Record<string, unknown>[];
    paths: Record<string, { get?: { security?: Record<string, unknown>[] } }>;
  }>(await t.call('/api/docs-json'));
  return Object.entries(document.paths)
    .filter(([, operations]) => {
      const security = operations.get && (operations.get.security ?? document.security);
      return operations.get && (!security?.length || security.some((s) => !Object.keys(s).length));
    })
    .map(([path]) => path);
}

/** A real value for each path parameter of the public routes; a new one must be added here to be checked. */
function fill(path: string): string {
  const urls: Record<string, string> = {
    '/api/content-sections/{name}': '/api/content-sections/upcoming_events',
    '/api/events/{id}.ics': `/api/events/${ids.event}.ics`,
    '/api/images/{id}/{size}': `/api/images/${ids.image}/display`,
    '/api/pokemon/images/{id}/{size}': '/api/pokemon/images/sv6-1/small',
  };
  if (path in urls) return urls[path];
  if (path.startsWith('/api/tournaments/{id}')) return path.replace('{id}', String(ids.tournament));
  if (path.includes('{')) throw new Error(`No value for the parameters of ${path}: add one to fill()`);
  return path;
}

beforeAll(async () => {
  // Card images are fetched from loopback, where nothing listens: no network in tests.
  t = await createTestApp({ CARD_IMAGE_BASE_URL: 'http://127.0.0.1:9' });
  // The demo club too: what a newcomer's install shows visitors is checked with the rest.
  await seedDemoContent(t.em());
  await seed();
}, 60_000);
afterAll(() => t.close());

describe('what a visitor who is not signed in can read', () => {
  it('holds no e-mail address and no family member’s name, on every public GET of the OpenAPI document', async () => {
    const paths = await publicGetPaths();
    expect(paths).toEqual(expect.arrayContaining(['/api/trades/public', '/api/artworks']));
    const leaks: string[] = [];
    const addresses = [admin, seller, parent].map((member) => member.user.email);
    const familyNames = (await t.em().find(FamilyMember, {})).map((member) => member.name);
    expect(familyNames).toEqual(expect.arrayContaining(Object.values(CHILDREN)));
    for (const path of paths) {
      const url = fill(path);
      const response = await t.call(url);
      if (response.status >= 500) leaks.push(`${url}: ${response.status}`);
      const body = await response.text();
      // Pictures are bytes: an address-like run in them would be chance, not a leak.
      const text = !response.headers.get('content-type')?.startsWith('image/');
      const found = [
        ...addresses.filter((address) => body.includes(address)),
        ...familyNames.filter((name) => body.includes(name)),
        // Even a first name alone: these are found nowhere else.
        ...Object.values(CHILDREN)
          .map((name) => name.split(' ')[0])
          .filter((first) => body.includes(first)),
        ...((text && EMAIL_ADDRESS.exec(body)?.slice(0, 1)) || []),
        // Who is registered for an event (ids of members and children) is for admins: visitors get counts.
        ...(body.includes('"attendees"') ? ['attendees'] : []),
      ];
      if (found.length) leaks.push(`${url}: ${[...new Set(found)].join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });

  it('still shows a tournament’s family players to members, and a label to visitors', async () => {
    const anonymous = await json<{
      pairings: { playerA: { name: string }; playerB: { name: string } | null }[];
    }>(await t.call(`/api/tournaments/${ids.tournament}/live`));
    const names = anonymous.pairings.flatMap((m) => [m.playerA.name, m.playerB?.name ?? '']);
    expect(names).toEqual(expect.arrayContaining(['Junior player 1', 'Senior player 1']));

    const members = await json<{
      pairings: { playerA: { name: string }; playerB: { name: string } | null }[];
    }>(await t.call(`/api/tournaments/${ids.tournament}/live/members`, { headers: seller.auth }));
    const memberNames = members.pairings.flatMap((m) => [m.playerA.name, m.playerB?.name ?? '']);
    expect(memberNames).toEqual(expect.arrayContaining(Object.values(CHILDREN)));
  });
});
