import { connect } from 'node:net';
import { Role } from '../src/common/role.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * Nothing big is read before the caller is known: a route with a raised body limit (the admin's artwork, 56 MB of
 * pictures as data: URLs; uploads) checks its caller at `onRequest`, so a refused caller's body is never read,
 * parsed or drained, and the connection closes after the answer.
 */
let t: TestApp;
let member: TestUser;
let port: number;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL(t.baseUrl).port);
  member = await t.newUser({ role: Role.MEMBER });
});
afterAll(() => t.close());

interface Outcome {
  /** The answer's status line, e.g. 413. */
  status: number;
  /** The answer's headers, lower-cased names. */
  headers: Record<string, string>;
  /** The answer's body. */
  body: string;
  /** Bytes of the body written before the server answered. */
  sentBeforeAnswer: number;
  /** Milliseconds from the first byte sent to the answer's status line. */
  answeredAfterMs: number;
}

/**
 * Sends `size` bytes as the body of a POST over a raw socket, as fast as the server takes them, from one reused
 * 64 KiB chunk (the client holds no copy of the body), and stops writing once the server has answered.
 */
function post(path: string, size: number, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const started = Date.now();
    let sent = 0;
    let received = '';
    let answered: { at: number; sent: number } | undefined;
    const head = Object.entries({ ...headers, 'content-length': String(size), host: '127.0.0.1' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const write = () => {
      while (!answered && sent < size && !socket.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', write);
      }
    };
    socket.on('connect', () => {
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
      write();
    });
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      answered ??= { at: Date.now(), sent };
    });
    // Writing into a closed connection fails; the answer came first.
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      const [head, body = ''] = received.split('\r\n\r\n');
      const [statusLine, ...lines] = (head ?? '').split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '')?.[1]);
      if (!answered || !status) return reject(new Error(`no answer (sent ${sent} bytes)`));
      resolve({
        status,
        headers: Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        ),
        body,
        sentBeforeAnswer: answered.sent,
        answeredAfterMs: answered.at - started,
      });
    });
  });
}

describe('a route with a raised body limit checks its caller before reading the body', () => {
  it('refuses six simultaneous anonymous 50 MB bodies at once, without the memory they weigh, while /api/health answers', async () => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const health: number[] = [];
    let uploading = true;
    const watch = (async () => {
      while (uploading) {
        peak = Math.max(peak, process.memoryUsage().rss);
        health.push((await t.call('/api/health')).status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/api/admin/artworks', 50 * MB, { 'content-type': 'application/json' }),
      ),
    );
    uploading = false;
    await watch;

    for (const outcome of outcomes) {
      expect(outcome.status).toBe(413);
      expect(JSON.parse(outcome.body)).toEqual({
        statusCode: 413,
        error: 'Request body is too large',
        message: 'Request body is too large',
      });
      expect(outcome.headers.connection).toBe('close');
      // Refused with the body's first bytes: not a tenth of it had gone when the answer came.
      expect(outcome.sentBeforeAnswer).toBeLessThan(5 * MB);
    }
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
    // Six bodies read would weigh 300 MB (and twice that parsed); the server's whole growth stays small.
    expect(peak - baseline).toBeLessThan(64 * MB);
    // Kept for the record (no timing is asserted: these machines are shared).
    console.log(
      `six anonymous 50 MB bodies: answered after ${outcomes.map((o) => o.answeredAfterMs).join(', ')} ms; ` +
        `RSS grew ${((peak - baseline) / MB).toFixed(1)} MB`,
    );
  });

  it('answers a member’s body to an admin-only route with 403 at once, and a small anonymous one with 401', async () => {
    const forbidden = await post('/api/admin/artworks', 20 * MB, {
      'content-type': 'application/json',
      authorization: `Bearer ${member.token}`,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.sentBeforeAnswer).toBeLessThan(5 * MB);
    const anonymous = await post('/api/admin/artworks', 1000, { 'content-type': 'application/json' });
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({
      statusCode: 401,
      message: 'Please sign in to continue.',
    });
  });

  it('refuses an anonymous 50 MB upload form at once, on the admin’s uploads and the members’ trade photos', async () => {
    for (const path of ['/api/admin/artworks/images', '/api/trades']) {
      const outcome = await post(path, 50 * MB, { 'content-type': 'multipart/form-data; boundary=x' });
      expect(outcome.status).toBe(413);
      expect(outcome.sentBeforeAnswer).toBeLessThan(5 * MB);
    }
  });

  it('still reads an admin’s body: a bad artwork gets the route’s own 400', async () => {
    const admin = await t.newUser({ role: Role.ADMIN });
    const response = await t.call('/api/admin/artworks', {
      method: 'POST',
      headers: admin.auth,
      body: { name: 'x'.repeat(2 * MB), authorId: admin.user.id, price: 5, images: [] },
    });
    expect(response.status).toBe(400);
  });
});
