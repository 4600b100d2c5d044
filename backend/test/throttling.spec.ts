import { THROTTLE_LIMITS } from '../src/throttling/throttle.guard.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('throttling of the sign-in and sign-up doors', () => {
  it('answers 429 with a readable message after too many sign-ins for one account, even with the right password', async () => {
    const target = await t.newUser({ email: 'target@example.com' });
    for (let attempt = 0; attempt < THROTTLE_LIMITS.perAccount.limit; attempt++) {
      const response = await t.call('/api/auth/login', {
        method: 'POST',
        body: { email: 'target@example.com', password: 'guess' },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'TARGET@example.com', password: target.password },
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // Other accounts are not locked out by one account's limit.
    const other = await t.newUser({ email: 'bystander@example.com' });
    const fine = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'bystander@example.com', password: other.password },
    });
    expect(fine.status).toBe(200);
  });

  it('answers 429 after too many attempts from one address across accounts', async () => {
    let status = 0;
    let attempts = 0;
    while (status !== 429 && attempts <= THROTTLE_LIMITS.perIp.limit + 1) {
      attempts++;
      const response = await t.call('/api/auth/signup', {
        method: 'POST',
        body: { email: `flood${attempts}@example.com`, password: 'short' },
      });
      status = response.status;
    }
    expect(status).toBe(429);
    expect(attempts).toBe(THROTTLE_LIMITS.perIp.limit + 1);
  });
});
