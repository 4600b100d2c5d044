import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { hashPassword } from '../../src/common/password-hasher.js';
import { cardDataFolder } from '../support/card-data-folder.js';
import { pngLabelled } from '../support/pictures.js';
import { startTestS3, type TestS3 } from '../support/s3-server.js';
import { createEmptyDatabase, dropDatabase } from '../support/test-database.js';
import {
  HAPROXY,
  replicaReady,
  scratchFolder,
  startBalancer,
  startReplica,
  type Balancer,
  type Replica,
} from './cluster.js';

/**
 * Two app processes (the built server, as `npm start` runs it) on one PostgreSQL and one S3-compatible store,
 * behind HAProxy: the journeys that matter go through the balancer, and one replica dies mid-load.
 */
interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T = Record<string, unknown>>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; cookie?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

const ADMIN = { email: 'admin@scale.test', password: 'scale-admin-secret' };
const MEMBER_PASSWORD = 'rush-member-secret';

let folder: string;
let s3: TestS3;
let imageHost: Server;
let imageHits = 0;
let databaseName: string;
let databaseUrl: string;
let a: Replica;
let b: Replica;
let lb: Balancer;
let adminToken: string;
const members: { id: number; token: string }[] = [];

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function signIn(
  base: string,
  email: string,
  password: string,
): Promise<{ token: string; cookie: string }> {
  const answer = await call<{ accessToken: string }>(base, '/api/auth/login', {
    method: 'POST',
    body: { email, password },
  });
  expect(answer.status).toBe(200);
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0];
  return { token: answer.body.accessToken, cookie };
}

/** On failure, the replicas' logs say why. */
function logsOf(replica: Replica): string {
  return readFileSync(replica.log, 'utf8').slice(-3000);
}

// The balancer is Debian's HAProxy (.ci/run installs it); without it the scenario cannot run, and says so.
const withBalancer = existsSync(HAPROXY) ? describe : describe.skip;
if (!existsSync(HAPROXY))
  console.warn(
    `Skipping the two-replica scenario: HAProxy is not installed (${HAPROXY}); apt-get install haproxy.`,
  );

withBalancer('two replicas behind HAProxy', () => {
  beforeAll(async () => {
    folder = scratchFolder();
    s3 = await startTestS3('club-scale');
    imageHost = createServer((_request, response) => {
      imageHits++;
      response.writeHead(200, { 'content-type': 'image/png' }).end(pngLabelled('card picture'));
    });
    await new Promise<void>((done) => imageHost.listen(0, '127.0.0.1', done));
    const imagePort = (imageHost.address() as { port: number }).port;
    databaseName = `club_scale_${process.pid}`;
    // Empty: the replicas migrate it themselves, at the same time, taking turns.
    databaseUrl = await createEmptyDatabase(databaseName);
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://club.scale.test',
      TRUST_PROXY: '127.0.0.1',
      SIGN_UPS_PER_ADDRESS: '1000',
      CARD_IMAGE_BASE_URL: `http://127.0.0.1:${imagePort}`,
      LOG_LEVEL: 'warn',
      ...s3.env,
    };
    [a, b] = await Promise.all([startReplica('a', shared, folder), startReplica('b', shared, folder)]);
    await Promise.all([replicaReady(a), replicaReady(b)]);
    lb = await startBalancer([a, b], folder);
    adminToken = (await signIn(lb.url, ADMIN.email, ADMIN.password)).token;
  }, 180_000);

  afterAll(async () => {
    await lb?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await new Promise((done) => imageHost?.close(done));
    if (databaseName) await dropDatabase(databaseName);
    if (process.env.KEEP_SCALE_LOGS) console.log(`scale logs in ${folder}`);
    else if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('started together on an empty database: migrated once, one first admin, both serving', async () => {
    const admins = await sql<{ n: number }>("select count(*)::int as n from users where role = 'ADMIN'");
    expect(admins[0].n).toBe(1);
    const served = new Set<string>();
    for (let i = 0; i < 6; i++)
      served.add((await call(lb.url, '/api/health')).headers.get('x-replica') ?? '');
    expect([...served].sort()).toEqual(['a', 'b']);
    expect(logsOf(a) + logsOf(b)).not.toMatch(/"level":(50|60)/);
  });

  it('sign-up, approval and sign-in, with the refresh cookie working on either replica', async () => {
    const signup = await call(lb.url, '/api/auth/signup', {
      method: 'POST',
      body: {
        email: 'misty@scale.test',
        password: 'cerulean-city',
        firstName: 'Misty',
        lastName: 'Waterflower',
      },
    });
    expect(signup.status).toBe(201);
    const pending = await call<{ id: number; email: string; role: string }[]>(
      lb.url,
      '/api/admin/users/pending',
      {
        token: adminToken,
      },
    );
    const applicant = pending.body.find((user) => user.email === 'misty@scale.test');
    expect(applicant?.role).toBe('PENDING');
    expect(
      (
        await call(lb.url, `/api/admin/users/${applicant?.id}/approve`, {
          method: 'PUT',
          token: adminToken,
        })
      ).status,
    ).toBe(200);
    const session = await signIn(lb.url, 'misty@scale.test', 'cerulean-city');
    for (const replica of [a, b]) {
      const me = await call<{ role: string }>(replica.url, '/api/auth/me', { token: session.token });
      expect(me.body.role).toBe('MEMBER');
    }
    // The refresh token rotates on each use, whichever replica takes it.
    let cookie = session.cookie;
    for (const replica of [a, b, a]) {
      const refreshed = await call<{ accessToken: string }>(replica.url, '/api/auth/refresh', {
        method: 'POST',
        cookie,
      });
      expect(refreshed.status).toBe(200);
      cookie = (refreshed.headers.get('set-cookie') ?? '').split(';')[0];
    }
  });

  it('the 50-for-10 event rush: exactly 10 of 50 registrations (200), 40 refused (409), and both replicas show the event full', async () => {
    const hash = await hashPassword(MEMBER_PASSWORD);
    const rows = await sql<{ id: number }>(
      `insert into users (email, password_hash, role, profile_first_name, profile_last_name, profile_avatar, created_at, approved_at)
       select 'rush' || n || '@scale.test', $1, 'MEMBER', 'Rush', 'Member ' || n, 25, now(), now()
         from generate_series(1, 50) as n
       returning id`,
      [hash],
    );
    const sessions = await Promise.all(
      rows.map((row, n) => signIn(lb.url, `rush${n + 1}@scale.test`, MEMBER_PASSWORD)),
    );
    rows.forEach((row, n) => members.push({ id: row.id, token: sessions[n].token }));

    const event = await call<{ id: number }>(lb.url, '/api/events', {
      method: 'POST',
      token: adminToken,
      body: {
        title: 'Scale Cup',
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        maxAttendees: 10,
      },
    });
    expect(event.status).toBe(201);
    // Both replicas cache the public list before the rush.
    for (const replica of [a, b]) await call(replica.url, '/api/events');

    const answers = await Promise.all(
      members.map((member) =>
        call(lb.url, `/api/events/${event.body.id}/register`, {
          method: 'POST',
          token: member.token,
          body: {},
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(new Set(answers.map((answer) => answer.headers.get('x-replica')))).toEqual(new Set(['a', 'b']));
    const stored = await sql<{ n: number }>(
      'select count(*)::int as n from event_registrations where event_id = $1',
      [event.body.id],
    );
    expect(stored[0].n).toBe(10);
    for (const replica of [a, b]) {
      const list = await call<{ id: number; placesLeft: number; attendeeCount: number }[]>(
        replica.url,
        '/api/events',
      );
      expect(list.body.find((listed) => listed.id === event.body.id)).toMatchObject({
        placesLeft: 0,
        attendeeCount: 10,
      });
    }
  });

  it('a card import on one replica, then fresh searches on the other; images fetched once into S3', async () => {
    const search = (replica: { url: string }) =>
      call<{ cards: { name: string }[] }>(replica.url, '/api/pokemon/cards/search?q=Backupmon', {
        token: members[0].token,
      });
    for (const replica of [a, b]) expect((await search(replica)).body.cards).toEqual([]); // cached empty answers

    const job = await call<{ id: string }>(a.url, '/api/admin/cards/imports', {
      method: 'POST',
      token: adminToken,
      body: { source: cardDataFolder() },
    });
    expect(job.status).toBe(202);
    let status = 'running';
    for (let i = 0; i < 200 && status === 'running'; i++) {
      await new Promise((done) => setTimeout(done, 100));
      // The progress is a row: the other replica reports it.
      status = (
        await call<{ status: string }>(b.url, `/api/admin/cards/imports/${job.body.id}`, {
          token: adminToken,
        })
      ).body.status;
    }
    expect(status).toBe('succeeded');
    for (const replica of [b, a, lb, lb]) {
      expect((await search(replica)).body.cards.map((card) => card.name)).toEqual(['Backupmon']);
    }

    const first = await call(a.url, '/api/pokemon/images/bk1-1/small', { token: members[0].token });
    const second = await call(b.url, '/api/pokemon/images/bk1-1/small', { token: members[0].token });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(imageHits).toBe(1);
  });

  it('forum likes from twenty members at once count twenty on both replicas', async () => {
    const category = await call<{ id: number }>(lb.url, '/api/forum/categories', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Scale' },
    });
    const post = await call<{ id: number }>(lb.url, '/api/forum/posts', {
      method: 'POST',
      token: members[0].token,
      body: { title: 'Who is coming?', content: 'Like this post', categoryId: category.body.id },
    });
    expect(post.status).toBe(201);
    const likes = await Promise.all(
      members.slice(0, 20).map((member) =>
        call(lb.url, `/api/forum/posts/${post.body.id}/like`, {
          method: 'POST',
          token: member.token,
          body: {},
        }),
      ),
    );
    expect(likes.every((like) => like.status === 200 || like.status === 201)).toBe(true);
    for (const replica of [a, b]) {
      const read = await call<{ likes: number }>(replica.url, `/api/forum/posts/${post.body.id}`, {
        token: members[30].token,
      });
      expect(read.body.likes).toBe(20);
    }
  });

  it('a tournament round set up on one replica, paired and reported on the other: the live answer is fresh on both', async () => {
    const players = members.slice(40, 44);
    const date = new Date(Date.now() + 10 * 86_400_000);
    const event = await call<{ id: number }>(a.url, '/api/events', {
      method: 'POST',
      token: adminToken,
      body: { title: 'Scale Challenge', date: date.toISOString(), type: 'TOURNAMENT' },
    });
    expect(event.status).toBe(201);
    const tournament = await call<{ id: number }>(a.url, '/api/tournaments', {
      method: 'POST',
      token: adminToken,
      body: {
        eventId: event.body.id,
        format: 'standard',
        bestOf: 3,
        roundMinutes: 50,
        divisionsApart: false,
        topCut: false,
        deckListDeadline: new Date(date.getTime() - 3_600_000).toISOString(),
      },
    });
    expect(tournament.status).toBe(201);
    const at = (path: string) => `/api/tournaments/${tournament.body.id}${path}`;

    // On replica A: registrations and one legal list (the imported cards are Standard's mark H), shared as PTCGL text.
    const deck = await call<{ id: number }>(a.url, '/api/pokemon/decks', {
      method: 'POST',
      token: players[0].token,
      body: { name: 'Scale list', format: 'standard' },
    });
    for (const [cardId, section, count] of [
      ['bk1-1', 'pokemon', 4],
      ['bk1-2', 'trainer', 4],
      ['bk1-3', 'energy', 52],
    ] as const)
      expect(
        (
          await call(a.url, `/api/pokemon/decks/${deck.body.id}/cards`, {
            method: 'POST',
            token: players[0].token,
            body: { cardId, section, count },
          })
        ).status,
      ).toBe(200);
    const exported = await call<{ text: string }>(a.url, '/api/pokemon/decks/export/ptcgl', {
      method: 'POST',
      token: players[0].token,
      body: { deckId: deck.body.id },
    });
    for (const player of players) {
      const registered = await call(a.url, `/api/events/${event.body.id}/register`, {
        method: 'POST',
        token: player.token,
        body: {},
      });
      expect(registered.status).toBe(200);
      const mine = await call<{ entries: { playerId: number }[] }>(a.url, at('/me'), { token: player.token });
      const submitted = await call(a.url, at(`/players/${mine.body.entries[0].playerId}/deck-list`), {
        method: 'PUT',
        token: player.token,
        body: { ptcgl: exported.body.text },
      });
      expect(submitted.status).toBe(200);
    }
    const started = await call<{ players: { id: number }[] }>(a.url, at('/check-in'), {
      method: 'POST',
      token: adminToken,
    });
    expect(started.body.players).toHaveLength(4);
    for (const player of started.body.players)
      expect(
        (
          await call(a.url, at(`/players/${player.id}/check-in`), {
            method: 'PUT',
            token: adminToken,
            body: { checkedIn: true },
          })
        ).status,
      ).toBe(200);

    // Both replicas cache the live answer before the round starts.
    const live = (replica: { url: string }, etag?: string) =>
      fetch(`${replica.url}${at('/live')}`, { headers: etag ? { 'if-none-match': etag } : {} });
    const before = await Promise.all(
      [a, b].map(async (replica) => (await live(replica)).headers.get('etag')),
    );
    expect(before[0]).toBe(before[1]);

    // On replica B: pairing; through the balancer: the players' reports.
    const paired = await call<{ id: number; playerA: { playerId: number }; playerB: { playerId: number } }[]>(
      b.url,
      at('/rounds'),
      { method: 'POST', token: adminToken, body: { round: 1 } },
    );
    expect(paired.status).toBe(201);
    expect(paired.body).toHaveLength(2);
    // Replica A paired nothing itself: only PostgreSQL's notification can tell it the round began.
    const pairedOnA = await live(a, before[0]!);
    expect(pairedOnA.status).toBe(200);
    expect(await pairedOnA.json()).toMatchObject({ tournament: { currentRound: 1 }, tablesPlaying: 2 });
    const tokenOf = new Map(
      await Promise.all(
        players.map(async (player) => {
          const mine = await call<{ entries: { playerId: number }[] }>(lb.url, at('/me'), {
            token: player.token,
          });
          return [mine.body.entries[0].playerId, player.token] as const;
        }),
      ),
    );
    for (const match of paired.body)
      for (const reporter of [match.playerA.playerId, match.playerB.playerId])
        expect(
          (
            await call(lb.url, at(`/matches/${match.id}/report`), {
              method: 'POST',
              token: tokenOf.get(reporter),
              body: { outcome: 'A_WINS' },
            })
          ).status,
        ).toBe(200);

    // Fresh on both: the old ETag no longer matches, both serve the same new answer, and it matches itself.
    const after: string[] = [];
    for (const replica of [a, b]) {
      const answer = await live(replica, before[0]!);
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as {
        tournament: { currentRound: number };
        tablesPlaying: number;
        standingsAfterRound: number;
        standings: { matchPoints: number }[];
      };
      expect(body.tournament.currentRound).toBe(1);
      expect(body.tablesPlaying).toBe(0);
      expect(body.standingsAfterRound).toBe(1);
      expect(body.standings.map((standing) => standing.matchPoints)).toEqual([3, 3, 0, 0]);
      after.push(answer.headers.get('etag')!);
      expect((await live(replica, after[after.length - 1])).status).toBe(304);
    }
    expect(after[0]).toBe(after[1]);
    expect(after[0]).not.toBe(before[0]);
  });

  it('one replica killed mid-load: requests in flight may fail, later ones do not, nothing acknowledged is lost', async () => {
    const acknowledged: string[] = [];
    const failures: { startedAt: number; status: number | string }[] = [];
    let killedAt = Number.POSITIVE_INFINITY;
    let sent = 0;
    const stopAt = Date.now() + 5_000;
    const worker = async (member: { token: string }, w: number) => {
      for (let i = 0; Date.now() < stopAt; i++) {
        const name = `load ${w}-${i}`;
        const startedAt = Date.now();
        sent++;
        try {
          const answer = await call(lb.url, '/api/pokemon/decks', {
            method: 'POST',
            token: member.token,
            body: { name, format: 'standard' },
          });
          if (answer.status === 201) acknowledged.push(name);
          else failures.push({ startedAt, status: answer.status });
        } catch (error) {
          failures.push({ startedAt, status: (error as Error).message });
        }
      }
    };
    const load = Promise.all(members.slice(0, 16).map((member, w) => worker(member, w)));
    await new Promise((done) => setTimeout(done, 1_500));
    killedAt = Date.now();
    a.kill();
    await load;

    const stored = new Set(
      (await sql<{ name: string }>("select name from decks where name like 'load %'")).map((row) => row.name),
    );
    const lost = acknowledged.filter((name) => !stored.has(name));
    const late = failures.filter((failure) => failure.startedAt > killedAt + 1_000);
    console.log(
      `kill mid-load: ${sent} requests, ${acknowledged.length} acknowledged, ${failures.length} failed ` +
        `(${failures.filter((failure) => failure.startedAt <= killedAt).length} in flight at the kill; after it: ` +
        `${JSON.stringify(failures.filter((failure) => failure.startedAt > killedAt).map((failure) => [failure.startedAt - killedAt, failure.status]))})`,
    );
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(lost).toEqual([]);
    expect(late).toEqual([]);
    // The survivor serves on, through the balancer.
    const after = await Promise.all([1, 2, 3, 4].map(() => call(lb.url, '/api/events')));
    expect(after.map((answer) => [answer.status, answer.headers.get('x-replica')])).toEqual(
      Array(4).fill([200, 'b']),
    );
  });
});
