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
