// Measures card search under load: 32 concurrent connections against the built server on the full data set,
// text queries and filter-only queries separately. Run after `npm run build`: node bench/search.mjs
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_DIST, CARD_DATA_DIR, freePort, percentile, runCli, writeResult } from './support.mjs';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TEXT_QUERIES = [
  'q=pikachu', 'q=charizard', 'q=charzard', 'q=gardevoir%20ex', 'q=professor%27s%20research', 'q=ultra%20ball',
  'q=flabebe', 'q=search%20your%20deck', 'q=switch%20your%20active', 'q=draw%20cards', 'q=dragapult', 'q=iono',
  'q=boss%27s%20orders', 'q=rare%20candy', 'q=mew', 'q=lugia&legal=standard', 'q=energy&supertype=Energy',
  'q=heal&supertype=Trainer', 'q=eevee&type=Colorless', 'q=arceus%20vstar',
].map((query) => `${query}&pageSize=50`);
const FILTER_QUERIES = [
  '', 'supertype=Trainer', 'supertype=Pok%C3%A9mon&type=Fire', 'legal=standard', 'legal=expanded&type=Water',
  'set=TWM', 'set=sv6', 'set=PAL&supertype=Trainer', 'rarity=Rare%20Holo', 'type=Psychic&legal=standard',
  'supertype=Energy', 'page=5', 'page=20&legal=expanded', 'type=Dragon', 'set=CRI', 'rarity=Double%20Rare',
].map((query) => `${query}${query ? '&' : ''}pageSize=50`);

async function waitForHealth(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/** Every request a different page size and page, so almost none is answered from the search cache. */
function uncached(paths) {
  const variants = [];
  for (const path of paths.filter((candidate) => !/(^|&)page=/.test(candidate))) {
    for (let pageSize = 30; pageSize <= 80; pageSize++) {
      for (const page of [1, 2, 3]) variants.push(path.replace('pageSize=50', `pageSize=${pageSize}&page=${page}`));
    }
  }
  // A fixed shuffle, so runs are comparable.
  return variants.sort((a, b) => hash(a) - hash(b));
}

function hash(text) {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return h;
}

async function load(base, token, paths, connections = CONNECTIONS) {
  const times = [];
  let next = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (request) => ({ ...request, path: `/api/pokemon/cards/search?${paths[next++ % paths.length]}` }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) throw new Error(`status ${statusCode}`);
    times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 100) / 100;
  return {
    requests: times.length,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-search-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'bench@club.test', password: 'bench-password-1' };
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(48), SEED_DEMO: 'false' };
let server;
try {
  console.log('Importing the data set…');
  const imported = await runCli('cards-import.js', [CARD_DATA_DIR], env);
  if (imported.code !== 0) throw new Error(imported.output);
  server = spawn(process.execPath, [join(BACKEND_DIST, 'cli', 'start.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    stdio: 'ignore',
  });
  await waitForHealth(base);
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const { accessToken } = await login.json();
  // Tokens live 15 minutes: enough for the runs below.
  await load(base, accessToken, FILTER_QUERIES.slice(0, 4)); // warm-up
  const runs = {};
  for (const [name, paths, connections] of [
    ['text', TEXT_QUERIES, CONNECTIONS],
    ['filters', FILTER_QUERIES, CONNECTIONS],
    ['textUncached', uncached(TEXT_QUERIES), CONNECTIONS],
    ['filtersUncached', uncached(FILTER_QUERIES), CONNECTIONS],
    ['textUncachedOneClient', uncached(TEXT_QUERIES), 1],
    ['filtersUncachedOneClient', uncached(FILTER_QUERIES), 1],
  ]) {
    runs[name] = { connections, ...(await load(base, accessToken, paths, connections)) };
    const r = runs[name];
    console.log(`${name.padEnd(25)} p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms, ${r.requestsPerSecond} req/s`);
  }
  writeResult('search', {
    connections: CONNECTIONS,
    secondsPerRun: SECONDS,
    targets: { textP95Ms: 25, filtersP95Ms: 10 },
    runs,
    queries: { text: TEXT_QUERIES, filters: FILTER_QUERIES },
  });
} finally {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server ? server.on('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
