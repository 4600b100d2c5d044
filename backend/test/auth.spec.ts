import { JwtService } from '@nestjs/jwt';
import { Role } from '../src/common/role.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

function hintCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith('club_signed_in='));
}

describe('POST /api/auth/signup', () => {
  it('creates a PENDING account with a lower-cased e-mail and the chosen avatar', async () => {
    const response = await t.call('/api/auth/signup', { method: 'POST', body: applicant });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body.user).toMatchObject({
      email: 'ash@example.com',
      role: 'PENDING',
      approvedAt: null,
      profile: { firstName: 'Ash', lastName: 'Ketchum', avatar: 6 },
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('defaults the avatar to Pikachu (25)', async () => {
    const response = await t.call('/api/auth/signup', {
      method: 'POST',
      body: { email: 'misty@example.com', password: 'starmie', firstName: 'Misty', lastName: 'W' },
    });
    expect(((await json(response)).user as { profile: { avatar: number } }).profile.avatar).toBe(25);
  });

  it('answers 409 with a readable message for an e-mail taken in any letter case', async () => {
    const response = await t.call('/api/auth/signup', {
      method: 'POST',
      body: { ...applicant, email: 'ASH@example.COM' },
    });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      statusCode: 409,
      error: 'An account with this email address already exists.',
      message: 'An account with this email address already exists.',
    });
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
      .execute(`update refresh_tokens set used_at = now() - interval '31 seconds' where used_at is not null`);
    const reused = await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie: first } });
    expect(reused.status).toBe(401);
    // The thief's replay ended the legitimate session too.
    const afterReuse = await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie: second } });
    expect(afterReuse.status).toBe(401);
  });

  it('give a token presented again within seconds its own successor (a reload cut the answer off)', async () => {
    const { password } = await t.newUser({ email: 'reload@example.com' });
    const login = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'reload@example.com', password },
    });
    const first = refreshCookieOf(login);
    const lost = await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie: first } });
    expect(lost.status).toBe(200);

    const again = await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie: first } });
    expect(again.status).toBe(200);
    const successor = refreshCookieOf(again);
    expect(successor).not.toBe(refreshCookieOf(lost));
    // Both successors are sessions of the family; the one the browser kept goes on working.
    expect(
      (await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie: successor } })).status,
    ).toBe(200);
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

  it('logout revokes the session and clears the cookie', async () => {
    const { password } = await t.newUser({ email: 'logout@example.com' });
    const login = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'logout@example.com', password },
    });
    const cookie = refreshCookieOf(login);
    const logout = await t.call('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().join()).toMatch(/club_refresh=;/);
    expect(hintCookieOf(logout)).toMatch(/^club_signed_in=;/);
    expect((await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie } })).status).toBe(401);
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

  it('refuses tokens signed with another key or algorithm, expired, unsigned, or naming no account', async () => {
    const member = await t.newUser();
    const ours = new JwtService({ secret: t.config.jwtSecret });
    const seconds = Math.floor(Date.now() / 1000);
    const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tokens = [
      await new JwtService({ secret: 'x'.repeat(48) }).signAsync({ sub: member.user.id }),
      await ours.signAsync({ sub: member.user.id }, { algorithm: 'HS512' }),
      await ours.signAsync({ sub: member.user.id, exp: seconds - 1 }),
      `${base64({ alg: 'none', typ: 'JWT' })}.${base64({ sub: member.user.id, exp: seconds + 60 })}.`,
      await ours.signAsync({ sub: String(member.user.id) }, { expiresIn: 60 }),
      await ours.signAsync({ sub: 2 ** 31 - 1 }, { expiresIn: 60 }),
    ];
    for (const token of tokens) {
      const answer = await t.call('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(401);
      expect((await json(answer)).message).toBe('Your session has expired. Please sign in again.');
    }
    const valid = await ours.signAsync({ sub: member.user.id }, { expiresIn: 60 });
    expect((await t.call('/api/auth/me', { headers: { authorization: `Bearer ${valid}` } })).status).toBe(
      200,
    );
  });

  it('stops accepting a token the second it expires, though it was verified before', async () => {
    const member = await t.newUser();
    const exp = Math.floor(Date.now() / 1000) + 1;
    const token = await new JwtService({ secret: t.config.jwtSecret }).signAsync({
      sub: member.user.id,
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

  it('signs out the other sessions of the account', async () => {
    const member = await t.newUser({ email: 'two-devices@example.com' });
    const phone = refreshCookieOf(
      await t.call('/api/auth/login', {
        method: 'POST',
        body: { email: 'two-devices@example.com', password: member.password },
      }),
    );
    const laptop = refreshCookieOf(
      await t.call('/api/auth/login', {
        method: 'POST',
        body: { email: 'two-devices@example.com', password: member.password },
      }),
    );
    await t.call('/api/auth/change-password', {
      method: 'POST',
      headers: { ...member.auth, cookie: laptop },
      body: { currentPassword: member.password, newPassword: 'changed-on-laptop' },
    });
    expect((await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie: phone } })).status).toBe(
      401,
    );
    expect((await t.call('/api/auth/refresh', { method: 'POST', headers: { cookie: laptop } })).status).toBe(
      200,
    );
  });
});

describe('PUT /api/users/me', () => {
  it('updates names, e-mail, avatar, bio and location', async () => {
    const member = await t.newUser();
    const response = await t.call('/api/users/me', {
      method: 'PUT',
      headers: member.auth,
      body: {
        firstName: ' Brock ',
        lastName: 'Harrison',
        email: 'Brock@Pewter.gym',
        avatar: 95,
        bio: 'Rock types',
        location: 'Norwich',
      },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      email: 'brock@pewter.gym',
      profile: {
        firstName: 'Brock',
        lastName: 'Harrison',
        avatar: 95,
        bio: 'Rock types',
        location: 'Norwich',
      },
    });
    const cleared = await t.call('/api/users/me', {
      method: 'PUT',
      headers: member.auth,
      body: { bio: null },
    });
    expect(((await json(cleared)).profile as { bio: unknown }).bio).toBeNull();
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

  it("refuses another account's e-mail with 409", async () => {
    const other = await t.newUser({ email: 'taken@example.com' });
    const member = await t.newUser();
    const response = await t.call('/api/users/me', {
      method: 'PUT',
      headers: member.auth,
      body: { email: 'TAKEN@example.com' },
    });
    expect(response.status).toBe(409);
    expect(other.user.email).toBe('taken@example.com');
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('/api/users/me', { method: 'PUT', body: { bio: 'x' } })).status).toBe(401);
  });
});
