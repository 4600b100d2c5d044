import { rmSync } from 'node:fs';
import { RefreshTokenService } from '../src/auth/refresh-token.service.js';
import { ACCESS_TOKEN_KEY } from '../src/config/config.tokens.js';
import { DatabaseNotifications } from '../src/database/notifications/database-notifications.js';
import { replicaReady, scratchFolder, startReplica, type Replica } from './scale/cluster.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Two servers on one database, as replicas behind a load balancer: this test's app (A) and the built server in a
 * process of its own (B; two apps in one process would share Passport's strategies). Each keeps the access tokens
 * it has checked (users/caller-cache.ts); a session ended through A must end on B too: as soon as PostgreSQL's
 * notification arrives, not when B's kept check would run out (a minute).
 */
let a: TestApp;
let b: Replica;
let folder: string;

/** Long enough for a notification between two servers on one busy machine; far shorter than the kept minute. */
const NOTIFICATION_MS = 2_000;

beforeAll(async () => {
  a = await createTestApp();
  folder = scratchFolder();
  b = await startReplica(
    'b',
    {
      NODE_ENV: 'test',
      DATABASE_URL: a.databaseUrl,
      JWT_SECRET: a.config.jwtSecret ?? '',
      PUBLIC_URL: 'http://club.test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    folder,
  );
  await replicaReady(b);
}, 120_000);
afterAll(async () => {
  await b?.stop();
  await a.close();
  rmSync(folder, { recursive: true, force: true });
});

interface Session {
  cookie: string;
  auth: Record<string, string>;
}

/** Signs in through A as a browser would: its refresh cookie and the bearer header of its access token. */
async function signIn(email: string, password: string): Promise<Session> {
  const login = await a.call('/api/auth/login', { method: 'POST', body: { email, password } });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('club_refresh='));
  if (!cookie) throw new Error('no refresh cookie set');
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { cookie: cookie.split(';')[0], auth: { authorization: `Bearer ${accessToken}` } };
}

const decksOn = async (base: string, auth: Record<string, string>) =>
  (await fetch(`${base}/api/pokemon/decks`, { headers: auth })).status;

/** The status B answers a protected call with, once it stops being 200 (or 200 after the wait). */
async function statusOnB(auth: Record<string, string>): Promise<number> {
  const deadline = Date.now() + NOTIFICATION_MS;
  let status = await decksOn(b.url, auth);
  while (status === 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    status = await decksOn(b.url, auth);
  }
  return status;
}

/** Uses the token on both servers, twice, so that each answers from what it keeps. */
async function used(auth: Record<string, string>): Promise<void> {
  for (const base of [a.baseUrl, b.url, a.baseUrl, b.url]) expect(await decksOn(base, auth)).toBe(200);
}

describe('a session ended on one server', () => {
  it('logout: its access token is refused at once by this server, and by the other once told', async () => {
    const { password } = await a.newUser({ email: 'replica-logout@example.com' });
    const session = await signIn('replica-logout@example.com', password);
    const other = await signIn('replica-logout@example.com', password);
    await used(session.auth);
    await used(other.auth);

    const logout = await a.call('/api/auth/logout', { method: 'POST', headers: { cookie: session.cookie } });
    expect(logout.status).toBe(204);
    expect(await decksOn(a.baseUrl, session.auth)).toBe(401);
    expect(await statusOnB(session.auth)).toBe(401);
    // The account's other session is not this one.
    expect(await decksOn(b.url, other.auth)).toBe(200);
    expect(await decksOn(a.baseUrl, other.auth)).toBe(200);
  });

  it('logout-all: every access token of the account is refused on both servers', async () => {
    const member = await a.newUser({ email: 'replica-everywhere@example.com' });
    const phone = await signIn('replica-everywhere@example.com', member.password);
    const laptop = await signIn('replica-everywhere@example.com', member.password);
    const stranger = await a.newUser();
    for (const auth of [phone.auth, laptop.auth, member.auth, stranger.auth]) await used(auth);

    const answer = await a.call('/api/auth/logout-all', {
      method: 'POST',
      headers: { ...laptop.auth, cookie: laptop.cookie },
    });
    expect(answer.status).toBe(204);
    for (const auth of [phone.auth, laptop.auth, member.auth]) {
      expect(await decksOn(a.baseUrl, auth)).toBe(401);
      expect(await statusOnB(auth)).toBe(401);
    }
    expect(await decksOn(b.url, stranger.auth)).toBe(200);
  });

  it('password change: the other sessions are refused on both servers, the one that changed it stays', async () => {
    const member = await a.newUser({ email: 'replica-password@example.com' });
    const phone = await signIn('replica-password@example.com', member.password);
    const laptop = await signIn('replica-password@example.com', member.password);
    await used(phone.auth);
    await used(laptop.auth);

    const changed = await a.call('/api/auth/change-password', {
      method: 'POST',
      headers: { ...laptop.auth, cookie: laptop.cookie },
      body: { currentPassword: member.password, newPassword: 'changed-on-a-laptop' },
    });
    expect(changed.status).toBe(200);
    for (const auth of [phone.auth, member.auth]) {
      expect(await decksOn(a.baseUrl, auth)).toBe(401);
      expect(await statusOnB(auth)).toBe(401);
    }
    // The laptop changed it: it stays signed in on both servers.
    expect(await decksOn(b.url, laptop.auth)).toBe(200);
    expect(await decksOn(a.baseUrl, laptop.auth)).toBe(200);
  });

  it('ended through the other server: refused at once there, and here once told', async () => {
    const { password } = await a.newUser({ email: 'replica-from-b@example.com' });
    const session = await signIn('replica-from-b@example.com', password);
    await used(session.auth);
    const logout = await fetch(`${b.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: session.cookie },
    });
    expect(logout.status).toBe(204);
    expect(await decksOn(b.url, session.auth)).toBe(401);
    const deadline = Date.now() + NOTIFICATION_MS;
    while ((await decksOn(a.baseUrl, session.auth)) === 200 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await decksOn(a.baseUrl, session.auth)).toBe(401);
  });

  // Last: this server stops hearing notifications for the rest of the file.
  it('while a server hears no notifications it keeps nothing: a session ended elsewhere is refused at once', async () => {
    const member = await a.newUser({ email: 'replica-deaf@example.com' });
    await used(member.auth);
    // As when its listening connection is lost: until it is back, changes made elsewhere go unheard.
    await a.app.get(DatabaseNotifications).onModuleDestroy();
    expect(await decksOn(a.baseUrl, member.auth)).toBe(200);
    // Ended the command line's way, on a connection of its own: this server is not told.
    await new RefreshTokenService(a.em(), a.app.get(ACCESS_TOKEN_KEY)).revokeAllOf(member.user);
    expect(await decksOn(a.baseUrl, member.auth)).toBe(401);
  });
});
