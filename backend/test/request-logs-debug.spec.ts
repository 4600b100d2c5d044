import { appLoggingAt, completedLine } from './support/logged-app.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let lines: Record<string, unknown>[];
beforeAll(async () => ({ t, lines } = await appLoggingAt('debug')));
afterAll(() => t.close());

describe('request logs at debug', () => {
  it('carry the headers too, without the token or cookies', async () => {
    const user = await t.newUser();
    const login = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: user.user.email, password: user.password },
      headers: { 'x-request-id': 'log-test-2', cookie: 'club_refresh=old-secret' },
    });
    expect(login.status).toBe(200);
    const me = await t.call('/api/auth/me', { headers: { ...user.auth, 'x-request-id': 'log-test-3' } });
    expect(me.status).toBe(200);

    const signIn = completedLine(lines, 'log-test-2') as {
      req: { headers: Record<string, string> };
      res: { headers: Record<string, string> };
    };
    expect(signIn.res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(signIn.res.headers['set-cookie']).toBe('[Redacted]');
    expect(signIn.req.headers.cookie).toBe('[Redacted]');
    const protectedCall = completedLine(lines, 'log-test-3') as { req: { headers: Record<string, string> } };
    expect(protectedCall.req.headers.authorization).toBe('[Redacted]');
    expect(JSON.stringify(lines)).not.toContain(user.token);
  });
});
