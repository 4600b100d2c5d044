import { createTestApp, type TestApp } from './support/test-app.js';

const THROTTLED = {
  statusCode: 429,
  error: 'Too many attempts. Please wait a few minutes and try again.',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

let t: TestApp;
beforeAll(async () => {
  // Loopback is the proxy: a test names its visitor's address in X-Forwarded-For, so tests share no address.
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

/** `from`: the visitor's address; `device`: the device cookie their browser sends. */
const signIn = (email: string, password: string, visitor: { from?: string; device?: string } = {}) =>
  t.call('/api/auth/login', {
    method: 'POST',
    body: { email, password },
    headers: {
      ...(visitor.from ? { 'x-forwarded-for': visitor.from } : {}),
      ...(visitor.device ? { cookie: visitor.device } : {}),
    },
  });

/** The device cookie a sign-in set, as the browser sends it back. */
function deviceCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('club_device='));
  if (!cookie) throw new Error(`no device cookie set (status ${response.status})`);
  return cookie.split(';')[0];
}

/** Signs in with the right password and answers the device cookie this browser now holds. */
async function signInOnDevice(email: string, password: string, visitor: { from?: string; device?: string }) {
  const response = await signIn(email, password, visitor);
  expect(response.status).toBe(200);
  return deviceCookieOf(response);
}

async function guessTenTimes(email: string, visitor: { from?: string; device?: string }) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    expect((await signIn(email, `wrong-guess-${attempt}`, visitor)).status).toBe(401);
  }
}

describe('sign-in limits a club can live with', () => {
  it('never refuses a member who signs in 12 times within a minute on several devices', async () => {
    const member = await t.newUser({ email: 'devices@example.com' });
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect((await signIn('devices@example.com', member.password)).status).toBe(200);
    }
  });

  it('lets 60 members behind one router sign in at once, a few of them mistyping first', async () => {
    const members = await Promise.all(
      Array.from({ length: 60 }, (_, i) => t.newUser({ email: `night${i}@example.com` })),
    );
    const typos = await Promise.all(members.slice(0, 10).map((m) => signIn(m.user.email, 'typo-typo')));
    expect(typos.map((r) => r.status)).toEqual(Array(10).fill(401));
    const answers = await Promise.all(members.map((m) => signIn(m.user.email, m.password)));
    expect(answers.map((r) => r.status)).toEqual(Array(60).fill(200));
  });

  it('refuses the 11th wrong password for one account with Retry-After, even when it is right', async () => {
    const target = await t.newUser({ email: 'target@example.com' });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn('target@example.com', `guess-${attempt}`)).status).toBe(401);
    }
    const blocked = await signIn('TARGET@example.com', target.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await blocked.json()).toEqual(THROTTLED);
    // Other accounts are not locked out by one account's limit.
    const bystander = await t.newUser({ email: 'bystander@example.com' });
    expect((await signIn('bystander@example.com', bystander.password)).status).toBe(200);
  });

  it('stops simultaneous guesses at the limit too', async () => {
    await t.newUser({ email: 'rushed@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn('rushed@example.com', `rush-${i}`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('does not count bad input', async () => {
    const member = await t.newUser({ email: 'careless@example.com' });
    for (let attempt = 1; attempt <= 15; attempt++) {
      const response = await t.call('/api/auth/login', {
        method: 'POST',
        body: { email: 'careless@example.com', password: '', extra: true },
      });
      expect(response.status).toBe(400);
    }
    expect((await signIn('careless@example.com', member.password)).status).toBe(200);
  });
});

describe('guessing cannot lock the owner out (device cookies)', () => {
  it('lets the owner in on a device they signed in on before, after ten wrong passwords from their address', async () => {
    const owner = await t.newUser({ email: 'owner@example.com' });
    const home = { from: '198.51.100.1' };
    const device = await signInOnDevice('owner@example.com', owner.password, home);
    await guessTenTimes('owner@example.com', home);
    // Unknown devices are stopped, even with the right password…
    const stranger = await signIn('owner@example.com', owner.password, home);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await stranger.json()).toEqual(THROTTLED);
    // …the owner's browser is not.
    expect((await signIn('owner@example.com', owner.password, { ...home, device })).status).toBe(200);
  });

  it('stops guesses from unknown devices at 10 per account, whatever address or cookie they carry', async () => {
    const victim = await t.newUser({ email: 'victim@example.com' });
    const victimDevice = await signInOnDevice('victim@example.com', victim.password, {
      from: '198.51.100.2',
    });
    const guesser = await t.newUser({ email: 'guesser@example.com' });
    const ownCookie = await signInOnDevice('guesser@example.com', guesser.password, { from: '198.51.100.3' });
    const [, ownToken] = ownCookie.split('=');
    const cookies = [
      ownCookie, // valid, but for another account
      `club_device=${'A'.repeat(22)}.${'B'.repeat(43)}`, // forged
      `club_device=${'C'.repeat(22)}.${ownToken.split('.')[1]}`, // a real signature on another nonce
      `club_device=${'x'.repeat(5000)}`,
      undefined,
    ];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const visitor = { from: `192.0.2.${attempt + 1}`, device: cookies[attempt % cookies.length] };
      statuses.push((await signIn('victim@example.com', `guess-${attempt}`, visitor)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const owner = { from: '198.51.100.2', device: victimDevice };
    expect((await signIn('victim@example.com', victim.password, owner)).status).toBe(200);
  });

  it('counts a known device’s failures on that device alone, and clears them when it signs in', async () => {
    const member = await t.newUser({ email: 'forgetful@example.com' });
    const visitor = { from: '198.51.100.4', device: '' };
    visitor.device = await signInOnDevice('forgetful@example.com', member.password, visitor);
    for (let round = 0; round < 3; round++) {
      for (let attempt = 1; attempt <= 9; attempt++) {
        expect((await signIn('forgetful@example.com', 'not-it-at-all', visitor)).status).toBe(401);
      }
      expect((await signIn('forgetful@example.com', member.password, visitor)).status).toBe(200);
    }
    await guessTenTimes('forgetful@example.com', visitor);
    expect((await signIn('forgetful@example.com', member.password, visitor)).status).toBe(429);
    // The device's own limit holds up no other device of the account.
    expect((await signIn('forgetful@example.com', member.password, { from: '198.51.100.4' })).status).toBe(
      200,
    );
  });

  it('gives a guesser no fresh tries when the owner signs in on a new device', async () => {
    const owner = await t.newUser({ email: 'travelling@example.com' });
    const guesser = { from: '198.51.100.5' };
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await signIn('travelling@example.com', `guess-${attempt}`, guesser)).status).toBe(401);
    }
    expect((await signIn('travelling@example.com', owner.password, { from: '198.51.100.6' })).status).toBe(
      200,
    );
    expect((await signIn('travelling@example.com', 'guess-10', guesser)).status).toBe(401);
    expect((await signIn('travelling@example.com', 'guess-11', guesser)).status).toBe(429);
  });

  it('sets an httpOnly, SameSite=Lax device cookie for /api/auth that lasts a year and names no account', async () => {
    const member = await t.newUser({ email: 'cookie.reader@example.com' });
    const response = await signIn('cookie.reader@example.com', member.password, { from: '198.51.100.7' });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('club_device='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie ?? '')?.[1])).toBe(365 * 24 * 60 * 60);
    expect(cookie).not.toMatch(/cookie|reader|example/i);
  });

  it('remembers the last five accounts signed in on one shared computer', async () => {
    const family = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.newUser({ email: `sibling${i}@example.com` })),
    );
    const computer = { from: '198.51.100.8', device: '' };
    for (const sibling of family) {
      computer.device = await signInOnDevice(sibling.user.email, sibling.password, computer);
    }
    for (const sibling of [family[0], family[1]])
      await guessTenTimes(sibling.user.email, { from: '192.0.2.99' });
    // The oldest sign-in dropped out of the cookie; the others are still known.
    expect((await signIn(family[0].user.email, family[0].password, computer)).status).toBe(429);
    expect((await signIn(family[1].user.email, family[1].password, computer)).status).toBe(200);
  });
});

describe('guessing from one address', () => {
  it('gives 400 simultaneous guesses at many accounts no more than the address’s 100 tries', async () => {
    const member = await t.newUser({ email: 'regular@example.com' });
    const from = '203.0.113.9';
    const device = await signInOnDevice('regular@example.com', member.password, { from });
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => signIn(`nobody${i}@example.com`, 'guess', { from })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300);
    expect(Number(answers[statuses.indexOf(429)].headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // A member's own browser is not held up by the address's limit; other addresses are not either.
    expect((await signIn('regular@example.com', member.password, { from, device })).status).toBe(200);
    expect((await signIn('regular@example.com', member.password, { from: '203.0.113.10' })).status).toBe(200);
  });
});

describe('changing the password', () => {
  const changePassword = (member: { auth: Record<string, string> }, body: unknown) =>
    t.call('/api/auth/change-password', { method: 'POST', headers: member.auth, body });

  const guessCurrentPassword = async (member: { auth: Record<string, string> }, guesses: number) => {
    for (let attempt = 1; attempt <= guesses; attempt++) {
      const wrong = await changePassword(member, {
        currentPassword: `guess-${attempt}`,
        newPassword: 'whatever',
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ message: 'Current password is incorrect' });
    }
  };

  it('refuses a member’s 11th wrong current password in a row with 429, even the right one', async () => {
    const member = await t.newUser();
    // Bad input never counts; the right password clears the member's wrong ones.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await changePassword(member, { newPassword: 'brand-new-pass' })).status).toBe(400);
    }
    await guessCurrentPassword(member, 9);
    const changed = await changePassword(member, {
      currentPassword: member.password,
      newPassword: 'second-pass',
    });
    expect(changed.status).toBe(200);

    await guessCurrentPassword(member, 10);
    const blocked = await changePassword(member, {
      currentPassword: 'second-pass',
      newPassword: 'third-pass',
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await blocked.json()).toEqual(THROTTLED);
    // Another member is not held up.
    const other = await t.newUser();
    const theirs = await changePassword(other, { currentPassword: other.password, newPassword: 'brand-new' });
    expect(theirs.status).toBe(200);
  });
});

describe('limits from configuration', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({
      SIGN_IN_FAILURES_PER_ACCOUNT: '2',
      SIGN_IN_FAILURES_PER_ADDRESS: '5',
      SIGN_UPS_PER_ADDRESS: '3',
    });
  });
  afterAll(() => strict.close());

  const attempt = (path: string, body: unknown) => strict.call(path, { method: 'POST', body });

  it('refuses guesses from one address across many accounts once its failures reach the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await attempt('/api/auth/login', { email: `nobody${i}@example.com`, password: 'x' })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('limits sign-ups per address, a family at a time, without counting bad input', async () => {
    const signUp = (i: number, password = 'family-pass') =>
      attempt('/api/auth/signup', {
        email: `family${i}@example.com`,
        password,
        firstName: 'Ash',
        lastName: 'Ketchum',
      });
    expect((await signUp(0, 'short')).status).toBe(400);
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await signUp(i)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await signUp(5);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual(THROTTLED);
  });
});

describe('an IPv6 visitor counts by their /64 (addressLimitKey)', () => {
  let v6: TestApp;
  beforeAll(async () => {
    v6 = await createTestApp({
      TRUST_PROXY: '127.0.0.1',
      SIGN_UPS_PER_ADDRESS: '3',
      SIGN_IN_FAILURES_PER_ADDRESS: '4',
    });
  });
  afterAll(() => v6.close());

  let next = 0;
  const signUpFrom = (from: string) =>
    v6.call('/api/auth/signup', {
      method: 'POST',
      headers: { 'x-forwarded-for': from },
      body: {
        email: `v6-${next++}@example.com`,
        password: 'family-pass',
        firstName: 'Ash',
        lastName: 'Ketchum',
      },
    });

  it('shares one sign-up limit between every address of one /64, and not with the next /64', async () => {
    const statuses: number[] = [];
    for (const from of [
      '2001:db8:a:b::1',
      '2001:db8:a:b::2',
      '2001:db8:a:b:1234:5678:9abc:def0',
      '2001:db8:a:b::ffff',
    ])
      statuses.push((await signUpFrom(from)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await signUpFrom('2001:db8:a:c::1')).status).toBe(201);
  });

  it('counts an IPv4-mapped address as its IPv4 address, and IPv4 addresses one by one', async () => {
    expect((await signUpFrom('198.51.100.7')).status).toBe(201);
    expect((await signUpFrom('::ffff:198.51.100.7')).status).toBe(201);
    expect((await signUpFrom('::ffff:c633:6407')).status).toBe(201);
    expect((await signUpFrom('198.51.100.7')).status).toBe(429);
    expect((await signUpFrom('198.51.100.8')).status).toBe(201);
  });

  it('shares the sign-in failures of one /64 across its addresses', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const response = await v6.call('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': `2001:db8:f:1::${i.toString(16)}` },
        body: { email: `nobody-v6-${i}@example.com`, password: 'x' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
