import { JwtService } from '@nestjs/jwt';
import { RefreshTokenService } from '../src/auth/refresh-token.service.js';
import { Role } from '../src/common/role.js';
import { ACCESS_TOKEN_KEY } from '../src/config/config.tokens.js';
import { User } from '../src/users/user.entity.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

let t: TestApp;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const applicant = {
  email: 'Ash@Example.com',
  password: 'pikachu',
  firstName: 'Ash',
  lastName: 'Ketchum',
  avatar: 6,
};

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The status of a call once PostgreSQL's change notification has had a moment to arrive (it follows the commit
 * by well under a millisecond on one machine; a second is the most this waits).
 */
async function statusSoonAfter(
  path: string,
  headers: Record<string, string>,
  expected: number,
): Promise<number> {
  const deadline = Date.now() + 1000;
  let status = (await t.call(path, { headers })).status;
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    status = (await t.call(path, { headers })).status;
  }
  return status;
}

function refreshCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('club_refresh='));
  if (!cookie) throw new Error('no refresh cookie set');
  return cookie.split(';')[0];
}

/** Signs in as a browser would: its refresh cookie and the bearer header of its access token. */
async function signIn(
  email: string,
  password: string,
  rememberMe = false,
): Promise<{ cookie: string; auth: Record<string, string>; login: Response }> {
  const login = await t.call('/api/auth/login', { method: 'POST', body: { email, password, rememberMe } });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.clone().json()) as { accessToken: string };
  return { cookie: refreshCookieOf(login), auth: { authorization: `Bearer ${accessToken}` }, login };
}

/** The session (claim `sid`) a test user's access token belongs to. */
function sessionOf(member: TestUser): string {
  return (JSON.parse(Buffer.from(member.token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
}

function refresh(cookie: string): Promise<Response> {
  return t.call('/api/auth/refresh', { method: 'POST', headers: { cookie } });
}

function hintCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith('club_signed_in='));
}

const SIGNED_UP = {
  message:
    'Account created. An admin will review your application, and you will get an e-mail once approved.',
};

describe('POST /api/auth/signup', () => {
  it('creates a PENDING account with a lower-cased e-mail and the chosen avatar', async () => {
    const response = await t.call('/api/auth/signup', { method: 'POST', body: applicant });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toEqual(SIGNED_UP);
    const stored = await t.em().findOneOrFail(User, { email: 'ash@example.com' });
    expect(stored).toMatchObject({ role: Role.PENDING, approvedAt: null });
    expect(stored.profile).toMatchObject({ firstName: 'Ash', lastName: 'Ketchum', avatar: 6 });
  });

  it('defaults the avatar to Pikachu (25)', async () => {
    const response = await t.call('/api/auth/signup', {
      method: 'POST',
      body: { email: 'misty@example.com', password: 'starmie', firstName: 'Misty', lastName: 'W' },
    });
    expect(response.status).toBe(201);
    expect((await t.em().findOneOrFail(User, { email: 'misty@example.com' })).profile.avatar).toBe(25);
  });

  it('answers a registered e-mail (any letter case) exactly as a new one, changes nothing, and mails its owner', async () => {
    const before = await t
      .em()
      .findOneOrFail(User, { email: 'ash@example.com' }, { populate: ['passwordHash'] });
    const response = await t.call('/api/auth/signup', {
      method: 'POST',
      body: { ...applicant, email: 'ASH@example.COM', password: 'another-one', firstName: 'Mallory' },
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual(SIGNED_UP);

    expect(await t.em().count(User, { email: 'ash@example.com' })).toBe(1);
    const after = await t
      .em()
      .findOneOrFail(User, { email: 'ash@example.com' }, { populate: ['passwordHash'] });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.profile.firstName).toBe('Ash');

    const notice = await mailbox.waitFor('ash@example.com');
    expect(notice.subject).toBe('Someone tried to create a Pokémon TCG Club account with your address');
    expect(notice.text).toContain('No second account was made.');
    expect(notice.text).toContain('http://club.test/login');
    expect(notice.text).not.toContain('Mallory');
  });

  it.each([
    [
      'a missing field',
      { ...applicant, email: 'new1@example.com', firstName: undefined },
      'All fields are required',
    ],
    [
      'a blank field',
      { ...applicant, email: 'new2@example.com', lastName: '   ' },
      'All fields are required',
    ],
    ['an empty body', {}, 'All fields are required'],
    [
      'a short password',
      { ...applicant, email: 'new3@example.com', password: '12345' },
      'Password must be at least 6 characters long',
    ],
    ['a bad e-mail', { ...applicant, email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an e-mail of the wrong type', { ...applicant, email: 42 }, 'Please enter a valid email address'],
    [
      'a long name',
      { ...applicant, email: 'new4@example.com', firstName: 'x'.repeat(101) },
      'First name must be at most 100 characters long.',
    ],
    [
      'a bad avatar',
      { ...applicant, email: 'new5@example.com', avatar: 'pikachu' },
      'Avatar must be a Pokédex number from 1 to 1025.',
    ],
    [
      'an avatar out of range',
      { ...applicant, email: 'new6@example.com', avatar: 2000 },
      'Avatar must be a Pokédex number from 1 to 1025.',
    ],
    [
      'an unknown field',
      { ...applicant, email: 'new7@example.com', role: 'ADMIN' },
      "Unknown field 'role' is not allowed.",
    ],
  ])('refuses %s with the message, storing nothing', async (_case, body, message) => {
    const before = await t.em().count(User, {});
    const response = await t.call('/api/auth/signup', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ statusCode: 400, error: message, message });
    expect(await t.em().count(User, {})).toBe(before);
  });

  it('refuses a body that is not an object, bad JSON and a huge body with 4xx JSON', async () => {
    const array = await t.call('/api/auth/signup', { method: 'POST', body: '[1,2]' });
    expect(array.status).toBe(400);
    expect((await json(array)).message).toBe('The request body must be a JSON object.');

    const broken = await t.call('/api/auth/signup', { method: 'POST', body: '{"email":' });
    expect(broken.status).toBe(400);
    expect(typeof (await json(broken)).message).toBe('string');

    const huge = await t.call('/api/auth/signup', {
      method: 'POST',
      body: { ...applicant, bio: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect((await json(huge)).statusCode).toBe(413);
  });

  it('stores injection strings as plain text', async () => {
    const sneaky = "Robert'); DROP TABLE users;--";
    const response = await t.call('/api/auth/signup', {
      method: 'POST',
      body: {
        ...applicant,
        email: 'bobby@example.com',
        firstName: sneaky,
        lastName: '<script>alert(1)</script>',
      },
    });
    expect(response.status).toBe(201);
    const stored = await t.em().findOneOrFail(User, { email: 'bobby@example.com' });
    expect(stored.profile.firstName).toBe(sneaky);
    expect(stored.profile.lastName).toBe('<script>alert(1)</script>');
  });
});

describe('POST /api/auth/login', () => {
  it('answers the user and an access token, and sets an httpOnly SameSite refresh cookie', async () => {
    const { user, password } = await t.newUser({ email: 'login@example.com' });
    const response = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'LOGIN@example.com', password },
    });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.user).toMatchObject({ id: user.id, email: 'login@example.com', role: 'MEMBER' });
    expect(typeof body.accessToken).toBe('string');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('club_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).not.toMatch(/Expires=/i);

    const me = await t.call('/api/auth/me', {
      headers: { authorization: `Bearer ${String(body.accessToken)}` },
    });
    expect((await json(me)).id).toBe(user.id);
  });

  it('keeps a remembered session across browser restarts (cookie with an expiry)', async () => {
    const { password } = await t.newUser({ email: 'remember@example.com' });
    const response = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'remember@example.com', password, rememberMe: true },
    });
    const refresh = response.headers.getSetCookie().find((c) => c.startsWith('club_refresh='));
    expect(refresh).toMatch(/Expires=/i);
    // The page's hint that there is a session to renew lives exactly as long.
    const expires = (cookie: string | undefined) => /Expires=([^;]+)/i.exec(cookie ?? '')?.[1];
    expect(expires(hintCookieOf(response))).toBe(expires(refresh));
  });

  it('sets a session hint the page can read, holding no secret, beside the refresh cookie', async () => {
    const { password } = await t.newUser({ email: 'hint@example.com' });
    const response = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'hint@example.com', password },
    });
    const hint = hintCookieOf(response);
    expect(hint).toMatch(/^club_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Strict/i);
    expect(hint).toMatch(/Path=\/(;|$)/);
    expect(hint).not.toMatch(/Expires=/i);
  });

  it('says the same for a wrong password and an unknown e-mail', async () => {
    await t.newUser({ email: 'known@example.com' });
    for (const body of [
      { email: 'known@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const response = await t.call('/api/auth/login', { method: 'POST', body });
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({
        statusCode: 401,
        error: 'Invalid email or password',
        message: 'Invalid email or password',
      });
    }
  });

  it('refuses missing credentials with 400', async () => {
    const response = await t.call('/api/auth/login', { method: 'POST', body: { email: 'x@example.com' } });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('Please enter your email and password.');
  });

  it('lets a PENDING account sign in and read /api/auth/me, and nothing else protected', async () => {
    const pending = await t.newUser({ role: Role.PENDING, email: 'waiting@example.com' });
    const login = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'waiting@example.com', password: pending.password },
    });
    expect(login.status).toBe(200);
    expect(((await json(login)).user as { role: string }).role).toBe('PENDING');

    expect((await t.call('/api/auth/me', { headers: pending.auth })).status).toBe(200);
    const profile = await t.call('/api/users/me', {
      method: 'PUT',
      headers: pending.auth,
      body: { bio: 'hi' },
    });
    expect(profile.status).toBe(403);
    expect((await json(profile)).message).toBe('Your account is awaiting approval by an admin.');
    const password = await t.call('/api/auth/change-password', {
      method: 'POST',
      headers: pending.auth,
      body: { currentPassword: pending.password, newPassword: 'another-one' },
    });
    expect(password.status).toBe(403);
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh, and a reused token revokes the whole family', async () => {
    const { password } = await t.newUser({ email: 'rotate@example.com' });
    const login = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'rotate@example.com', password },
    });
    const first = refreshCookieOf(login);

    const refreshed = await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie: first } });
    expect(refreshed.status).toBe(200);
    expect(typeof (await json(refreshed)).accessToken).toBe('string');
    const second = refreshCookieOf(refreshed);
    expect(second).not.toBe(first);

    // Presented again after the grace: a copy kept by someone else.
    await t
      .em()
      .getConnection()
      .execute(`update refresh_tokens set used_at = now() - interval '6 seconds' where used_at is not null`);
    const reused = await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie: first } });
    expect(reused.status).toBe(401);
    // The thief's replay ended the legitimate session too.
    const afterReuse = await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie: second } });
    expect(afterReuse.status).toBe(401);
  });

  it('answer a token replayed within seconds with its one successor, so replays fork no second session', async () => {
    const { password } = await t.newUser({ email: 'reload@example.com' });
    const { cookie: first } = await signIn('reload@example.com', password);
    const lost = await refresh(first);
    expect(lost.status).toBe(200);
    const successor = refreshCookieOf(lost);

    // A reload cut the answer off, and two tabs asked at once with the cookie the browser still held.
    const replays = await Promise.all([refresh(first), refresh(first)]);
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(refreshCookieOf(replay)).toBe(successor);
    }
    // The first token and its one successor: nothing else was issued in this session.
    const firstId = first.slice('club_refresh='.length, first.indexOf('.'));
    const [{ count }] = await t
      .em()
      .getConnection()
      .execute<{ count: string }[]>(
        'select count(*) from refresh_tokens where family_id = (select family_id from refresh_tokens where id = ?)',
        [firstId],
      );
    expect(Number(count)).toBe(2);

    // The one successor goes on; once the grace is over, the old token is a copy and ends the session.
    const next = await refresh(successor);
    expect(next.status).toBe(200);
    await t
      .em()
      .getConnection()
      .execute(`update refresh_tokens set used_at = now() - interval '6 seconds' where used_at is not null`);
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(refreshCookieOf(next))).status).toBe(401);
  });

  it('end a session at its fixed end, counted from sign-in and never extended by a refresh', async () => {
    const { password } = await t.newUser({ email: 'fixed-end@example.com' });
    const { login, cookie } = await signIn('fixed-end@example.com', password, true);
    const expiresOf = (response: Response) =>
      /Expires=([^;]+)/i.exec(
        response.headers.getSetCookie().find((c) => c.startsWith('club_refresh=')) ?? '',
      )?.[1];
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await refresh(cookie);
    expect(refreshed.status).toBe(200);
    expect(expiresOf(refreshed)).toBe(expiresOf(login));
    const signedInFor = Date.parse(expiresOf(login)!) - Date.now();
    expect(signedInFor).toBeGreaterThan(29.9 * 24 * 3600_000);
    expect(signedInFor).toBeLessThanOrEqual(30 * 24 * 3600_000);

    // The end comes: the refresh cookie and the access token stop working with it.
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    await t
      .em()
      .getConnection()
      .execute(`update session_families set expires_at = now() - interval '1 second'`);
    expect((await refresh(refreshCookieOf(refreshed))).status).toBe(401);
    expect(await statusSoonAfter('/api/pokemon/decks', { authorization: `Bearer ${accessToken}` }, 401)).toBe(
      401,
    );
  });

  it('refuses a missing or forged cookie with 401 JSON', async () => {
    for (const cookie of [
      undefined,
      'club_refresh=garbage',
      `club_refresh=${'0'.repeat(36)}.${'a'.repeat(43)}`,
    ]) {
      const response = await t.call('/api/auth/refresh', {
        method: 'POST',
        headers: cookie ? { cookie } : {},
      });
      expect(response.status).toBe(401);
      expect((await json(response)).message).toBe('Your session has expired. Please sign in again.');
      // The page stops asking: the hint goes with the refused cookie.
      expect(hintCookieOf(response)).toMatch(/^club_signed_in=;/);
    }
  });

  it('logout ends the session and clears the cookie; its access token is refused at once', async () => {
    const { password } = await t.newUser({ email: 'logout@example.com' });
    const { cookie, auth } = await signIn('logout@example.com', password);
    const other = await signIn('logout@example.com', password);
    expect((await t.call('/api/pokemon/decks', { headers: auth })).status).toBe(200);

    const logout = await t.call('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().join()).toMatch(/club_refresh=;/);
    expect(hintCookieOf(logout)).toMatch(/^club_signed_in=;/);
    expect((await refresh(cookie)).status).toBe(401);
    const afterLogout = await t.call('/api/pokemon/decks', { headers: auth });
    expect(afterLogout.status).toBe(401);
    expect((await json(afterLogout)).message).toBe('Your session has expired. Please sign in again.');
    // Another device's session is not this one.
    expect((await t.call('/api/pokemon/decks', { headers: other.auth })).status).toBe(200);
  });

  it('never let a refresh racing a logout outlive it', async () => {
    const { password } = await t.newUser({ email: 'race@example.com' });
    for (let round = 0; round < 5; round++) {
      const { cookie } = await signIn('race@example.com', password);
      const [refreshed] = await Promise.all([
        refresh(cookie),
        t.call('/api/auth/logout', { method: 'POST', headers: { cookie } }),
      ]);
      if (refreshed.status !== 200) continue;
      const { accessToken } = (await refreshed.json()) as { accessToken: string };
      expect((await refresh(refreshCookieOf(refreshed))).status).toBe(401);
      const decks = await t.call('/api/pokemon/decks', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(decks.status).toBe(401);
    }
  });

  it('ignore a logout whose cookie secret is wrong', async () => {
    const { password } = await t.newUser({ email: 'forged-logout@example.com' });
    const { cookie, auth } = await signIn('forged-logout@example.com', password);
    const forged = `${cookie.slice(0, -43)}${'A'.repeat(43)}`;
    expect((await t.call('/api/auth/logout', { method: 'POST', headers: { cookie: forged } })).status).toBe(
      204,
    );
    expect((await t.call('/api/pokemon/decks', { headers: auth })).status).toBe(200);
    expect((await refresh(cookie)).status).toBe(200);
  });

  it('end at once when ended on another server or from the command line', async () => {
    const member = await t.newUser();
    expect((await t.call('/api/pokemon/decks', { headers: member.auth })).status).toBe(200);
    // The command line's way, on its own connection: this server hears of it by notification.
    await new RefreshTokenService(t.em(), t.app.get(ACCESS_TOKEN_KEY)).revokeAllOf(member.user);
    expect(await statusSoonAfter('/api/pokemon/decks', member.auth, 401)).toBe(401);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the account, access tokens included, at once', async () => {
    const member = await t.newUser({ email: 'everywhere@example.com' });
    const phone = await signIn('everywhere@example.com', member.password);
    const laptop = await signIn('everywhere@example.com', member.password);
    const stranger = await t.newUser();

    const answer = await t.call('/api/auth/logout-all', {
      method: 'POST',
      headers: { ...laptop.auth, cookie: laptop.cookie },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.getSetCookie().join()).toMatch(/club_refresh=;/);
    for (const session of [phone, laptop]) {
      expect((await t.call('/api/pokemon/decks', { headers: session.auth })).status).toBe(401);
      expect((await refresh(session.cookie)).status).toBe(401);
    }
    expect((await t.call('/api/pokemon/decks', { headers: member.auth })).status).toBe(401);
    expect((await t.call('/api/pokemon/decks', { headers: stranger.auth })).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('/api/auth/logout-all', { method: 'POST' })).status).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('needs a valid token', async () => {
    expect((await t.call('/api/auth/me')).status).toBe(401);
    const forged = await t.call('/api/auth/me', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(forged.status).toBe(401);
    expect((await json(forged)).message).toBe('Your session has expired. Please sign in again.');
  });

  it('asks to sign in when no bearer token is sent', async () => {
    for (const authorization of [undefined, 'Basic YTpi', 'Bearer', 'Bearer a b']) {
      const answer = await t.call('/api/auth/me', { headers: authorization ? { authorization } : {} });
      expect(answer.status).toBe(401);
      expect((await json(answer)).message).toBe('Please sign in to continue.');
    }
  });

  it('refuses tokens signed with another key or algorithm, expired, unsigned, or naming no account or session', async () => {
    const member = await t.newUser();
    const other = await t.newUser();
    const session = sessionOf(member);
    const ours = new JwtService({ secret: t.config.jwtSecret });
    const seconds = Math.floor(Date.now() / 1000);
    const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tokens = [
      await new JwtService({ secret: 'x'.repeat(48) }).signAsync({ sub: member.user.id, sid: session }),
      await ours.signAsync({ sub: member.user.id, sid: session }, { algorithm: 'HS512' }),
      await ours.signAsync({ sub: member.user.id, sid: session, exp: seconds - 1 }),
      `${base64({ alg: 'none', typ: 'JWT' })}.${base64({ sub: member.user.id, sid: session, exp: seconds + 60 })}.`,
      await ours.signAsync({ sub: String(member.user.id), sid: session }, { expiresIn: 60 }),
      await ours.signAsync({ sub: 2 ** 31 - 1, sid: session }, { expiresIn: 60 }),
      // No session, a session that is not one, another account's session, and no expiry.
      await ours.signAsync({ sub: member.user.id }, { expiresIn: 60 }),
      await ours.signAsync({ sub: member.user.id, sid: 'x'.repeat(5000) }, { expiresIn: 60 }),
      await ours.signAsync(
        { sub: member.user.id, sid: '00000000-0000-4000-8000-000000000000' },
        { expiresIn: 60 },
      ),
      await ours.signAsync({ sub: member.user.id, sid: sessionOf(other) }, { expiresIn: 60 }),
      await ours.signAsync({ sub: member.user.id, sid: session }),
    ];
    for (const token of tokens) {
      const answer = await t.call('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(401);
      expect((await json(answer)).message).toBe('Your session has expired. Please sign in again.');
    }
    const valid = await ours.signAsync({ sub: member.user.id, sid: session }, { expiresIn: 60 });
    expect((await t.call('/api/auth/me', { headers: { authorization: `Bearer ${valid}` } })).status).toBe(
      200,
    );
  });

  it('stops accepting a token the second it expires, though it was verified before', async () => {
    const member = await t.newUser();
    const exp = Math.floor(Date.now() / 1000) + 1;
    const token = await new JwtService({ secret: t.config.jwtSecret }).signAsync({
      sub: member.user.id,
      sid: sessionOf(member),
      exp,
    });
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.call('/api/auth/me', { headers })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 10));
    expect((await t.call('/api/auth/me', { headers })).status).toBe(401);
  });

  it('stops working at once when the account is deleted', async () => {
    const gone = await t.newUser();
    expect((await t.call('/api/auth/me', { headers: gone.auth })).status).toBe(200);
    // Deleted by another connection (another server, the command line, SQL): the server hears of it at once.
    await t.em().nativeDelete(User, { id: gone.user.id });
    expect(await statusSoonAfter('/api/pokemon/decks', gone.auth, 401)).toBe(401);
  });

  it('follows a role change made elsewhere at once', async () => {
    const member = await t.newUser();
    expect((await t.call('/api/pokemon/decks', { headers: member.auth })).status).toBe(200);
    await t.em().nativeUpdate(User, { id: member.user.id }, { role: Role.PENDING });
    expect(await statusSoonAfter('/api/pokemon/decks', member.auth, 403)).toBe(403);
  });
});

describe('POST /api/auth/change-password', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'another' }, 'Please fill in all password fields'],
    [{ newPassword: 'another' }, 'Please fill in all password fields'],
    [{ currentPassword: 'x', newPassword: '12345' }, 'New password must be at least 6 characters long'],
  ])('refuses %j with 400 and the spec message', async (body, message) => {
    const member = await t.newUser();
    const response = await t.call('/api/auth/change-password', {
      method: 'POST',
      headers: member.auth,
      body,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
  });

  it('refuses a wrong current password with 400, and changes it with the right one', async () => {
    const member = await t.newUser({ email: 'changer@example.com' });
    const wrong = await t.call('/api/auth/change-password', {
      method: 'POST',
      headers: member.auth,
      body: { currentPassword: 'not-it', newPassword: 'brand-new-pass' },
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe('Current password is incorrect');

    const right = await t.call('/api/auth/change-password', {
      method: 'POST',
      headers: member.auth,
      body: { currentPassword: member.password, newPassword: 'brand-new-pass' },
    });
    expect(right.status).toBe(200);
    expect(await json(right)).toEqual({ message: 'Password changed successfully!' });

    const oldLogin = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'changer@example.com', password: member.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'changer@example.com', password: 'brand-new-pass' },
    });
    expect(newLogin.status).toBe(200);
  });

  it('ends every other session at once, access tokens included, and keeps the one that changed it', async () => {
    const member = await t.newUser({ email: 'two-devices@example.com' });
    const phone = await signIn('two-devices@example.com', member.password);
    const laptop = await signIn('two-devices@example.com', member.password);
    expect((await t.call('/api/pokemon/decks', { headers: phone.auth })).status).toBe(200);

    const changed = await t.call('/api/auth/change-password', {
      method: 'POST',
      headers: { ...laptop.auth, cookie: laptop.cookie },
      body: { currentPassword: member.password, newPassword: 'changed-on-laptop' },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('/api/pokemon/decks', { headers: phone.auth })).status).toBe(401);
    expect((await t.call('/api/pokemon/decks', { headers: member.auth })).status).toBe(401);
    expect((await refresh(phone.cookie)).status).toBe(401);
    // The laptop stays signed in: its access token and its refresh cookie go on working.
    expect((await t.call('/api/pokemon/decks', { headers: laptop.auth })).status).toBe(200);
    expect((await refresh(laptop.cookie)).status).toBe(200);
  });
});

describe('PUT /api/users/me', () => {
  it('updates names, avatar, bio and location at once, with no password', async () => {
    const member = await t.newUser();
    const response = await t.call('/api/users/me', {
      method: 'PUT',
      headers: member.auth,
      body: {
        firstName: ' Brock ',
        lastName: 'Harrison',
        email: member.user.email.toUpperCase(),
        avatar: 95,
        bio: 'Rock types',
        location: 'Norwich',
      },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      message: 'Profile updated successfully!',
      pendingEmail: null,
      user: {
        email: member.user.email,
        profile: {
          firstName: 'Brock',
          lastName: 'Harrison',
          avatar: 95,
          bio: 'Rock types',
          location: 'Norwich',
        },
      },
    });
    const cleared = await t.call('/api/users/me', {
      method: 'PUT',
      headers: member.auth,
      body: { bio: null },
    });
    expect(((await json(cleared)).user as { profile: { bio: unknown } }).profile.bio).toBeNull();
  });

  it.each([
    [{ firstName: '' }, 'Please fill in all required fields'],
    [{ firstName: null }, 'Please fill in all required fields'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ bio: 'b'.repeat(1001) }, 'Bio must be at most 1000 characters long.'],
    [{ role: 'ADMIN' }, "Unknown field 'role' is not allowed."],
    [{ avatar: 1.5 }, 'Avatar must be a Pokédex number from 1 to 1025.'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const member = await t.newUser();
    const response = await t.call('/api/users/me', { method: 'PUT', headers: member.auth, body });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
    const stored = await t.em().findOneOrFail(User, { id: member.user.id });
    expect(stored.profile.firstName).toBe(member.user.profile.firstName);
    expect(stored.role).toBe(Role.MEMBER);
  });

  it("answers another account's e-mail as any other (after the password), keeping the account's address", async () => {
    await t.newUser({ email: 'taken@example.com' });
    const member = await t.newUser();
    const response = await t.call('/api/users/me', {
      method: 'PUT',
      headers: member.auth,
      body: { email: 'TAKEN@example.com', currentPassword: member.password, bio: 'new bio' },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).pendingEmail).toBe('taken@example.com');
    const stored = await t.em().findOneOrFail(User, { id: member.user.id });
    expect(stored.email).toBe(member.user.email);
    expect(stored.profile.bio).toBe('new bio');
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('/api/users/me', { method: 'PUT', body: { bio: 'x' } })).status).toBe(401);
  });
});
