import { createServer, type Server } from 'node:http';
import { Role } from '../src/common/role.js';
import { createTestApp, type TestApp, type TestUser } from './support/test-app.js';

/**
 * Card import from a URL, with no network: a data server on 127.0.0.2 stands in for GitHub. The test allows that
 * one private address (CARD_IMPORT_PRIVATE_ADDRESSES, as a club would a mirror on its own network) and lists the
 * loopback and private hosts as allowed hosts, so that what refuses them below is the address check alone.
 */
let t: TestApp;
let admin: TestUser;
let dataServer: Server;
let data: string;
const requested: string[] = [];

const SECRET = 'internal-secret-7f3a';
const sets = JSON.stringify([
  { id: 'url1', name: 'Url Set', series: 'Test', printedTotal: 1, total: 1, releaseDate: '2026/01/01' },
]);
const card = (id: string) =>
  JSON.stringify([
    { id, name: 'Fetchmon', supertype: 'Pokémon', number: '1', images: { small: '', large: '' } },
  ]);

beforeAll(async () => {
  dataServer = createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    const [, dataset, ...rest] = path.split('/');
    const file = rest.join('/');
    if (dataset === 'moved') {
      response.writeHead(301, { location: `/good/${file}` }).end();
    } else if (dataset === 'to') {
      // /to/<encoded target>/sets/en.json redirects to the target.
      response.writeHead(302, { location: decodeURIComponent(rest[0]) }).end();
    } else if (dataset === 'big') {
      // No length announced: only counting the bytes as they stream can stop it.
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 3; i++) response.write(Buffer.alloc(512 * 1024, 0x20));
      response.end('[]');
    } else if (file === 'sets/en.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(sets);
    } else if (file === 'cards/en/url1.json') {
      const body =
        dataset === 'good'
          ? card('url1-1')
          : dataset === 'garbled'
            ? `${SECRET} is not JSON`
            : card(`url1-${SECRET}${'x'.repeat(60)}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => dataServer.listen(0, '127.0.0.2', resolve));
  const port = (dataServer.address() as { port: number }).port;
  data = `http://127.0.0.2:${port}`;
  t = await createTestApp({
    CARD_IMPORT_HOSTS: '127.0.0.2,127.0.0.1,localhost,[::1],169.254.169.254,10.0.0.1',
    CARD_IMPORT_PRIVATE_ADDRESSES: '127.0.0.2',
    CARD_IMPORT_MAX_MB: '1',
  });
  admin = await t.newUser({ role: Role.ADMIN });
});
afterAll(async () => {
  await t.close();
  dataServer.closeAllConnections();
  await new Promise((resolve) => dataServer.close(resolve));
});

async function startImport(source: string): Promise<Response> {
  return t.call('/api/admin/cards/imports', { method: 'POST', headers: admin.auth, body: { source } });
}

async function refusal(source: string): Promise<string> {
  const response = await startImport(source);
  expect(response.status).toBe(400);
  const body = (await response.json()) as { statusCode: number; error: string; message: string };
  expect(body.statusCode).toBe(400);
  expect(body.error).toBe(body.message);
  return body.message;
}

async function finishedJob(response: Response): Promise<{ status: string; error?: string }> {
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  for (let i = 0; i < 100; i++) {
    const job = (await (await t.call(`/api/admin/cards/imports/${id}`, { headers: admin.auth })).json()) as {
      status: string;
      error?: string;
    };
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('import did not finish');
}

it('imports only from a host on the allow-list, following its redirects', async () => {
  expect(await refusal('http://127.0.0.3/data')).toBe(
    'Cannot fetch http://127.0.0.3/data/sets/en.json: 127.0.0.3 is not one of the hosts card data may be ' +
      'imported from (CARD_IMPORT_HOSTS).',
  );
  expect(await finishedJob(await startImport(`${data}/moved`))).toMatchObject({ status: 'succeeded' });
  expect(requested).toEqual(
    expect.arrayContaining(['/moved/sets/en.json', '/good/sets/en.json', '/good/cards/en/url1.json']),
  );
});

it.each([
  ['loopback', 'http://127.0.0.1:9/data', '127.0.0.1:9'],
  ['loopback in decimal', 'http://2130706433:9/data', '127.0.0.1:9'],
  ['loopback in hexadecimal', 'http://0x7f.1:9/data', '127.0.0.1:9'],
  ['IPv6 loopback', 'http://[::1]:9/data', '[::1]:9'],
  ['cloud metadata', 'http://169.254.169.254/latest', '169.254.169.254'],
  ['a private network', 'http://10.0.0.1/data', '10.0.0.1'],
])('refuses %s, though its host is allowed, without connecting', async (_, source, host) => {
  expect(await refusal(source)).toBe(
    `Cannot fetch ${new URL(source).href}/sets/en.json: ${host} is not a public address.`,
  );
});

it('refuses a host name that resolves to a private address', async () => {
  const port = new URL(data).port;
  expect(await refusal(`http://localhost:${port}/good`)).toBe(
    `Cannot fetch http://localhost:${port}/good/sets/en.json: localhost:${port} is not a public address.`,
  );
});

it.each([
  ['http://127.0.0.1:9/sets/en.json', '127.0.0.1:9', 'is not a public address'],
  ['http://169.254.169.254/latest/meta-data/', '169.254.169.254', 'is not a public address'],
  ['http://[::1]:9/x', '[::1]:9', 'is not a public address'],
  ['http://10.0.0.1/x', '10.0.0.1', 'is not a public address'],
  ['http://localhost:9/x', 'localhost:9', 'is not a public address'],
  [
    'http://example.com/x',
    'example.com',
    'is not one of the hosts card data may be imported from (CARD_IMPORT_HOSTS)',
  ],
])('refuses a redirect from an allowed host to %s', async (target, host, reason) => {
  const source = `${data}/to/${encodeURIComponent(target)}`;
  expect(await refusal(source)).toBe(
    `Cannot fetch ${source}/sets/en.json: it redirects to ${host}, which ${reason}.`,
  );
});

it('stops a file larger than CARD_IMPORT_MAX_MB as it streams', async () => {
  expect(await refusal(`${data}/big`)).toBe(
    `Cannot fetch ${data}/big/sets/en.json: the answer is larger than 1 MB.`,
  );
});

it.each([
  ['garbled', 'cards/en/url1.json is not valid JSON.'],
  ['long-id', 'cards/en/url1.json card 1 has no valid id (at most 60 characters) or name (at most 200).'],
])('fails a %s file with a message that quotes nothing the server sent', async (dataset, message) => {
  const job = await finishedJob(await startImport(`${data}/${dataset}`));
  expect(job).toMatchObject({ status: 'failed', error: message });
  expect(job.error).not.toContain(SECRET);
});
