import { createServer, type Server } from 'node:http';
import { FetchFailedError, FetchRefusedError, guardedFetch, type FetchPolicy } from './guarded-fetch.js';
import { parseAddressRange } from '../config/address-range.js';
import { reachableAddresses } from './network-addresses.js';

/** A loopback server standing in for the internet; tests allow only 127.0.0.1 itself as a private address. */
let server: Server;
let origin: string;
let hits: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    if (path.startsWith('/to/')) {
      response.writeHead(302, { location: decodeURIComponent(path.slice('/to/'.length)) }).end();
    } else if (path === '/loop') {
      response.writeHead(301, { location: '/loop' }).end();
    } else if (path === '/big') {
      // Chunked, no length announced: only counting the bytes as they come can stop it.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(Buffer.alloc(600 * 1024, 0x20));
      response.end(Buffer.alloc(600 * 1024, 0x20));
    } else if (path === '/slow') {
      response.writeHead(200).write('never finished');
    } else if (path === '/missing') {
      response.writeHead(404).end('not here');
    } else {
      response.writeHead(200, { 'content-type': 'Text/Plain; charset=utf-8' }).end(`body of ${path}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits = [];
});

const policy = (overrides: Partial<FetchPolicy> = {}): FetchPolicy => ({
  refusal: (url) => (['127.0.0.1', 'localhost'].includes(url.hostname) ? undefined : 'is not allowed'),
  reachable: reachableAddresses([parseAddressRange('127.0.0.1')!]),
  maxBytes: 1024 * 1024,
  timeoutMs: 1000,
  maxRedirects: 3,
  ...overrides,
});

async function refusal(url: string, rules = policy()): Promise<string> {
  const error: unknown = await guardedFetch(new URL(url), rules).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchRefusedError);
  return (error as Error).message;
}

it('fetches a body with its media type, and follows redirects within the policy', async () => {
  const answer = await guardedFetch(new URL(`${origin}/to/${encodeURIComponent('/file.json')}`), policy());
  expect(answer).toEqual({ status: 200, contentType: 'text/plain', body: Buffer.from('body of /file.json') });
  expect((await guardedFetch(new URL(`${origin}/missing`), policy())).status).toBe(404);
});

it.each(['http://127.0.0.2/x', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/'])(
  'checks every redirect against the allowed hosts: %s',
  async (target) => {
    const message = await refusal(`${origin}/to/${encodeURIComponent(target)}`);
    expect(message).toBe(`it redirects to ${new URL(target).host}, which is not allowed.`);
  },
);

it('checks the addresses of every hop, a name by what it resolves to', async () => {
  const everyHost = policy({ refusal: () => undefined });
  for (const target of ['http://10.0.0.1/', 'http://[::1]/', 'http://2130706434/', 'http://0x7f.2/']) {
    expect(await refusal(`${origin}/to/${encodeURIComponent(target)}`, everyHost)).toBe(
      `it redirects to ${new URL(target).host}, which is not a public address.`,
    );
  }
  // localhost resolves to loopback addresses, one of which (::1, or 127.0.0.1 alone where it is not) is refused.
  const port = new URL(origin).port;
  const strict = policy({ reachable: reachableAddresses([]) });
  expect(await refusal(`http://localhost:${port}/file`, strict)).toBe(
    `localhost:${port} is not a public address.`,
  );
  expect(hits).not.toContain('/file');
});

it('stops after the redirect limit', async () => {
  expect(await refusal(`${origin}/loop`)).toBe('more than 3 redirects.');
  expect(hits).toHaveLength(4);
});

it('stops reading past the size cap, even when no length is announced', async () => {
  expect(await refusal(`${origin}/big`)).toBe('the answer is larger than 1 MB.');
});

it('gives up when the whole fetch takes longer than its deadline', async () => {
  const started = Date.now();
  const error = await guardedFetch(new URL(`${origin}/slow`), policy({ timeoutMs: 300 })).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchFailedError);
  expect((error as Error).message).toBe('no answer within 0.3 s.');
  expect(Date.now() - started).toBeLessThan(1500);
});
