import { appLoggingAt, completedLine } from './support/logged-app.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let lines: Record<string, unknown>[];
beforeAll(async () => ({ t, lines } = await appLoggingAt('info')));
afterAll(() => t.close());

describe('request logs at info', () => {
  it('name method, path, status, time and request id, and carry no header', async () => {
    const answer = await t.call('/api/auth/login', {
      method: 'POST',
      body: { email: 'nobody@example.com', password: 'wrong-password' },
      headers: {
        'x-request-id': 'log-test-1',
        authorization: 'Bearer secret-token',
        cookie: 'club_refresh=x',
      },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-security-policy')).toBeTruthy(); // sent, and not logged
    const line = completedLine(lines, 'log-test-1');
    expect(line).toMatchObject({
      level: 30,
      req: { id: 'log-test-1', method: 'POST', url: '/api/auth/login' },
      res: { statusCode: 401 },
      responseTime: expect.any(Number),
    });
    const text = JSON.stringify(line);
    expect(text).not.toMatch(/headers|content-security-policy|secret-token|club_refresh/i);
    expect(text.length).toBeLessThan(500);
  });
});

describe('a proxy TRUST_PROXY does not name', () => {
  it('is warned of once, naming TRUST_PROXY, when its X-Forwarded-For is not believed', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.50' };
    const first = await t.call('/api/health', { headers: forwarded });
    await t.call('/api/health', { headers: forwarded });
    expect(first.status).toBe(200);
    const warnings = lines.filter((line) => line.level === 40 && /TRUST_PROXY/.test(String(line.msg)));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toMatch(/per-address limits/);
  });
});
