// What one more replica buys on this machine, and where PostgreSQL becomes the limit (docs/scaling.md).
// One PostgreSQL (the embedded one), the built server as one replica and then two behind HAProxy; for each, three
// loads at 32 connections: the public events list (answered from the replica's memory), a member's deck list
// (a query per request) and creating decks (a write per request). It reads the CPU time the replicas and
// PostgreSQL spent (/proc), so the cost of one request on each side is known and the limit can be worked out
// for a bigger machine. Run after `npm run build`, with HAProxy installed: node bench/replicas.mjs
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BACKEND_DIST, freePort, waitForHealth, writeResult } from './support.mjs';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
const ADMIN = { email: 'bench@club.test', password: 'bench-password-1' };
const PASSWORD = 'bench-member-1';
// One member reads a deck list that keeps its size; the other writes.
const READER = { email: 'reader@club.test', password: PASSWORD, firstName: 'Bench', lastName: 'Reader' };
const WRITER = { email: 'writer@club.test', password: PASSWORD, firstName: 'Bench', lastName: 'Writer' };

if (!existsSync(HAPROXY)) {
  console.error(`HAProxy is missing (${HAPROXY}): apt-get install haproxy`);
  process.exit(1);
}

/** CPU seconds a process has used so far (all its threads), or 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The postmaster and its children (one backend per connection), from the cluster's postmaster.pid. */
function postgresPids(clusterDir) {
  const postmaster = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** CPU used by the replicas and by PostgreSQL while `work` runs (backends that come and go are counted too). */
async function withCpu(replicaPids, clusterDir, work) {
  const seen = new Map();
  const sample = () => {
    for (const pid of postgresPids(clusterDir))
      seen.set(pid, Math.max(seen.get(pid)?.last ?? 0, cpuSeconds(pid)));
  };
  const before = new Map(postgresPids(clusterDir).map((pid) => [pid, cpuSeconds(pid)]));
  for (const pid of before.keys()) seen.set(pid, before.get(pid));
  const replicasBefore = replicaPids.map(cpuSeconds);
  const sampler = setInterval(sample, 250);
  const result = await work();
  clearInterval(sampler);
  sample();
  let postgres = 0;
  for (const [pid, last] of seen) postgres += last - (before.get(pid) ?? 0);
  const replicas = replicaPids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - replicasBefore[i], 0);
  return { result, replicas, postgres };
}

function startReplica(name, env, port) {
  const child = spawn(process.execPath, [join(BACKEND_DIST, 'cli', 'start.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore',
  });
  return { name, port, child, url: `http://127.0.0.1:${port}` };
}

async function stopChild(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
}

/** HAProxy in front of the replicas, as test/scale/cluster.ts starts it (round robin, health checks). */
async function startBalancer(replicas, folder) {
  const port = await freePort();
  const config = join(folder, `haproxy-${replicas.length}.cfg`);
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  timeout check 5s',
      'frontend site',
      `  bind 127.0.0.1:${port}`,
      '  default_backend replicas',
      'backend replicas',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      ...replicas.map((replica) => `  server ${replica.name} 127.0.0.1:${replica.port} check inter 1s`),
      '',
    ].join('\n'),
  );
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return { url, child };
}

async function call(base, path, { method = 'GET', body, token } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function prepareClub(base) {
  const admin = await call(base, '/api/auth/login', { method: 'POST', body: ADMIN });
  for (let i = 0; i < 20; i++) {
    await call(base, '/api/events', {
      method: 'POST',
      token: admin.accessToken,
      body: {
        title: `League Challenge ${i + 1}`,
        date: new Date(Date.now() + (i + 1) * 3 * 86_400_000).toISOString(),
        maxAttendees: 32,
        description: 'Standard format, best-of-one Swiss rounds with a top cut. Entry £5.',
      },
    });
  }
  const member = async (person) => {
    const signup = await call(base, '/api/auth/signup', { method: 'POST', body: person });
    await call(base, `/api/admin/users/${signup.user.id}/approve`, {
      method: 'PUT',
      token: admin.accessToken,
    });
    const session = await call(base, '/api/auth/login', {
      method: 'POST',
      body: { email: person.email, password: PASSWORD },
    });
    return session.accessToken;
  };
  const reader = await member(READER);
  for (let i = 0; i < 12; i++) {
    await call(base, '/api/pokemon/decks', {
      method: 'POST',
      token: reader,
      body: { name: `Deck ${i + 1}`, format: 'standard' },
    });
  }
  return { reader, writer: await member(WRITER) };
}

function loads({ reader, writer }) {
  const json = { accept: 'application/json', 'accept-encoding': 'gzip, br' };
  return [
    { name: 'events list (cached in the replica)', path: '/api/events', headers: json },
    {
      name: "a member's decks (a query each)",
      path: '/api/pokemon/decks',
      headers: { ...json, authorization: `Bearer ${reader}` },
    },
    {
      name: 'create a deck (a write each)',
      path: '/api/pokemon/decks',
      method: 'POST',
      body: JSON.stringify({ name: 'Bench deck', format: 'standard' }),
      headers: { ...json, 'content-type': 'application/json', authorization: `Bearer ${writer}` },
    },
  ];
}

async function measure(url, load, replicaPids, clusterDir) {
  const { result, replicas, postgres } = await withCpu(replicaPids, clusterDir, () =>
    autocannon({
      url: `${url}${load.path}`,
      method: load.method ?? 'GET',
      body: load.body,
      headers: load.headers,
      connections: CONNECTIONS,
      duration: SECONDS,
    }),
  );
  const total = Math.max(1, result.requests.total);
  return {
    load: load.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result['4xx'] + result['5xx'],
    // CPU per request, in milliseconds, on each side.
    replicaCpuMs: Number(((replicas * 1000) / total).toFixed(3)),
    postgresCpuMs: Number(((postgres * 1000) / total).toFixed(3)),
    replicaCores: Number((replicas / SECONDS).toFixed(2)),
    postgresCores: Number((postgres / SECONDS).toFixed(2)),
  };
}

const folder = mkdtempSync(join(tmpdir(), 'club-bench-replicas-'));
chmodSync(folder, 0o711); // PostgreSQL's account may pass through it (as root)
const { startEmbeddedPostgres } = await import(
  pathToFileURL(join(BACKEND_DIST, 'database', 'embedded', 'embedded-postgres.js')).href
);
const postgres = await startEmbeddedPostgres(join(folder, 'postgres-data'));
const children = [];
const results = [];
try {
  await postgres.createDatabase('club_bench');
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: postgres.urlFor('club_bench'),
    JWT_SECRET: 'b'.repeat(48),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    FRONTEND_DIST: '/nonexistent',
  };
  const a = startReplica('a', { ...env, DATA_DIR: join(folder, 'data-a') }, await freePort());
  children.push(a.child);
  await waitForHealth(a.url);
  const tokens = await prepareClub(a.url);

  console.log(`${cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s a load\n`);
  const report = (setup, row) => {
    results.push({ setup, ...row });
    console.log(
      `${setup.padEnd(26)} ${row.load.padEnd(38)} ${String(row.requestsPerSecond).padStart(6)} req/s  ` +
        `p99 ${String(row.p99Ms).padStart(4)} ms  CPU/request: replicas ${row.replicaCpuMs} ms, ` +
        `PostgreSQL ${row.postgresCpuMs} ms  errors ${row.errors}`,
    );
  };

  for (const load of loads(tokens))
    report('1 replica, direct', await measure(a.url, load, [a.child.pid], postgres.clusterDir));
  const one = await startBalancer([a], folder);
  children.push(one.child);
  for (const load of loads(tokens))
    report('1 replica, HAProxy', await measure(one.url, load, [a.child.pid], postgres.clusterDir));
  await stopChild(one.child);

  const b = startReplica('b', { ...env, DATA_DIR: join(folder, 'data-b') }, await freePort());
  children.push(b.child);
  await waitForHealth(b.url);
  const two = await startBalancer([a, b], folder);
  children.push(two.child);
  for (const load of loads(tokens))
    report(
      '2 replicas, HAProxy',
      await measure(two.url, load, [a.child.pid, b.child.pid], postgres.clusterDir),
    );

  writeResult('replicas', { cores: cpus().length, connections: CONNECTIONS, seconds: SECONDS, results });
} finally {
  for (const child of children.reverse()) await stopChild(child);
  await postgres.stop();
  rmSync(folder, { recursive: true, force: true });
}
