import { createTestApp, type TestApp } from './support/test-app.js';

const THROTTLED = {
  statusCode: 429,
  error: 'Too many attempts. Please wait a few minutes and try again.',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.call('/api/auth/login', { method: 'POST', body: { email, password } });

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

  it('clears an account’s failures when it signs in', async () => {
    const member = await t.newUser({ email: 'forgetful@example.com' });
    for (let round = 0; round < 3; round++) {
      for (let attempt = 1; attempt <= 9; attempt++) {
        expect((await signIn('forgetful@example.com', 'not-it-at-all')).status).toBe(401);
      }
      expect((await signIn('forgetful@example.com', member.password)).status).toBe(200);
    }
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
