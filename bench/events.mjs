// Measures GET /api/events, what every visitor's home and events pages ask for, at 32 connections, beside a bare
// Fastify + pg route serving the same rows (bare-events-server.mjs), in the same run on the same database.
// Runs alternate (bare, app, bare, app, …) so that the machine's noise falls on both alike; the verdict is the
// ratio of throughputs. Run after `npm run build`: node bench/events.mjs
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_DIST, freePort, waitForHealth, writeResult } from './support.mjs';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EVENTS = 30;
const TARGET_P99_MS = 50;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

const TYPES = ['TOURNAMENT', 'TRADING_SESSION', 'COMMUNITY_NIGHT', 'TRAINING_SESSION', 'SPECIAL_EVENT'];

/** A club's season: 30 upcoming events with the descriptions and limits they would have. */
function season() {
  return Array.from({ length: EVENTS }, (_, i) => ({
    title: `${['League Challenge', 'Club Night', 'Trade Night', 'Beginners’ Session', 'Prerelease'][i % 5]} ${i + 1}`,
    date: new Date(Date.now() + (i + 1) * 2.5 * 86_400_000).toISOString(),
    time: '18:30–21:30',
    type: TYPES[i % TYPES.length],
    maxAttendees: i % 3 === 0 ? null : 16 + (i % 4) * 8,
    location: i % 4 === 0 ? 'St Mary’s Church Hall, Ely' : null,
    description:
      'Standard format, best-of-one Swiss rounds with a top cut. Entry £5, prizes in booster packs. ' +
      'Please register your deck list at the door; club decks can be borrowed by newcomers.',
  }));
}

function spawnServer(script, env) {
  return spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: 'ignore' });
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
}

async function measure(base, headers) {
  const result = await autocannon({
    url: `${base}/api/events`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    // A 304 is the answer a revalidation wants; anything 4xx or 5xx is a failure.
    errors: result.errors + result['4xx'] + result['5xx'],
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-events-'));
const [appPort, barePort] = [await freePort(), await freePort()];
const app = `http://127.0.0.1:${appPort}`;
const bare = `http://127.0.0.1:${barePort}`;
const admin = { email: 'bench@club.test', password: 'bench-password-1' };
const env = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  JWT_SECRET: 'b'.repeat(48),
  SEED_DEMO: 'false',
};
let server;
let bareServer;
try {
  server = spawnServer(join(BACKEND_DIST, 'cli', 'start.js'), {
    ...env,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  await waitForHealth(app);
  const login = await fetch(`${app}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { accessToken } = await login.json();
  for (const event of season()) {
    const created = await fetch(`${app}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(event),
    });
    if (created.status !== 201) throw new Error(`creating an event answered ${created.status}`);
  }
  bareServer = spawnServer(new URL('./bare-events-server.mjs', import.meta.url).pathname, {
    ...env,
    PORT: String(barePort),
  });
  await waitForHealth(bare);

  // Both serve the same rows.
  const [ours, theirs] = await Promise.all(
    [app, bare].map(async (base) => (await fetch(`${base}/api/events`)).json()),
  );
  if (
    ours.length !== EVENTS ||
    JSON.stringify(ours.map((e) => e.id)) !== JSON.stringify(theirs.map((e) => e.id))
  )
    throw new Error('the app and the bare route do not serve the same events');
  const etag = (await fetch(`${app}/api/events`, { headers: BROWSER })).headers.get('etag');

  await measure(app, BROWSER); // warm-up, both
  await measure(bare, BROWSER);
  const runs = { bare: [], app: [], appUncompressed: [], appRevalidate: [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.bare.push(await measure(bare, BROWSER));
    runs.app.push(await measure(app, BROWSER));
    runs.appUncompressed.push(await measure(app, { ...BROWSER, 'accept-encoding': 'identity' }));
    runs.appRevalidate.push(await measure(app, { ...BROWSER, 'if-none-match': etag }));
    console.log(
      `round ${round + 1}: bare ${runs.bare.at(-1).requestsPerSecond} req/s p99 ${runs.bare.at(-1).p99Ms} ms; ` +
        `app ${runs.app.at(-1).requestsPerSecond} req/s p99 ${runs.app.at(-1).p99Ms} ms; ` +
        `app uncompressed ${runs.appUncompressed.at(-1).requestsPerSecond} req/s; ` +
        `app 304 ${runs.appRevalidate.at(-1).requestsPerSecond} req/s p99 ${runs.appRevalidate.at(-1).p99Ms} ms`,
    );
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        requestsPerSecond: median(list.map((r) => r.requestsPerSecond)),
        p50Ms: median(list.map((r) => r.p50Ms)),
        p99Ms: median(list.map((r) => r.p99Ms)),
        bytesPerResponse: median(list.map((r) => r.bytesPerResponse)),
        errors: list.reduce((sum, r) => sum + r.errors, 0),
      },
    ]),
  );
  const ratio = Math.round((summary.app.requestsPerSecond / summary.bare.requestsPerSecond) * 100) / 100;
  const roundRatios = runs.app.map(
    (r, i) => Math.round((r.requestsPerSecond / runs.bare[i].requestsPerSecond) * 100) / 100,
  );
  console.log(
    `median: app ${summary.app.requestsPerSecond} req/s (p99 ${summary.app.p99Ms} ms) against bare ` +
      `${summary.bare.requestsPerSecond} req/s (p99 ${summary.bare.p99Ms} ms): ${ratio}× the bare route ` +
      `(rounds ${roundRatios.join(', ')}); target ≥ 1× and p99 < ${TARGET_P99_MS} ms`,
  );
  writeResult('events', {
    connections: CONNECTIONS,
    secondsPerRun: SECONDS,
    rounds: ROUNDS,
    events: EVENTS,
    headers: BROWSER,
    target: { ratio: 1, p99Ms: TARGET_P99_MS },
    ratio,
    roundRatios,
    summary,
    runs,
  });
} finally {
  await stop(bareServer);
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
