// Shared bits of the benchmarks: paths, running the built CLI, writing results.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BACKEND_DIST = join(ROOT, 'backend', 'dist');

/** The runtime flags `npm start` of the checkout in `root` gives Node (its package.json, `start:server`). */
export function startNodeFlags(root) {
  const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts['start:server'];
  return script.split(' ').filter((word) => word.startsWith('--'));
}

/**
 * How `npm start` of the built checkout in `root` starts its server: the runtime flags of its `start:server`
 * script, or, for a build that restarted itself in place with its settings (before 2026-11-27:
 * backend/dist/cli/runtime-settings.js), those flags and variables given at once, so it does not restart (the
 * restarted process would lose the bench's channel to bench/memory-probe.mjs).
 */
export async function startSettings(root) {
  const restarting = join(root, 'backend', 'dist', 'cli', 'runtime-settings.js');
  if (!existsSync(restarting)) return { flags: startNodeFlags(root), env: {} };
  const { NODE_FLAGS, MALLOC_ENV } = await import(restarting);
  return { flags: NODE_FLAGS, env: MALLOC_ENV };
}

/** The flags a bench starts this checkout's server with: as `npm start` does, or BENCH_NODE_FLAGS (to try others). */
export const SERVER_NODE_FLAGS =
  process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? startNodeFlags(ROOT);

/**
 * Another commit, checked out (`git worktree add`) and built (`npm run build`) in a temporary folder, with this
 * checkout's node_modules hard-linked in (no install). `remove()` drops the folder and the worktree.
 */
export function builtCheckout(commit) {
  const folder = mkdtempSync(join(tmpdir(), `club-build-${commit}-`));
  // Readable by all, as a clone is: run as root, PostgreSQL runs as its own account and needs its programs here.
  chmodSync(folder, 0o755);
  execFileSync('git', ['worktree', 'add', '--detach', folder, commit], { cwd: ROOT, stdio: 'ignore' });
  const remove = () => execFileSync('git', ['worktree', 'remove', '--force', folder], { cwd: ROOT });
  try {
    for (const modules of ['node_modules', 'backend/node_modules', 'frontend/node_modules']) {
      if (existsSync(join(ROOT, modules)))
        execFileSync('cp', ['-al', join(ROOT, modules), join(folder, modules)]);
    }
    console.log(`Building ${commit} in ${folder}…`);
    execFileSync('npm', ['run', 'build'], { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    remove();
    throw error;
  }
  return { folder, remove };
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds (user + system, all threads) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export const CARD_DATA_DIR = resolve(
  process.env.CARD_DATA_DIR ?? join(ROOT, '..', 'shared', 'data', 'pokemon-tcg-data'),
);

/** What a browser accepts: answers come compressed. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Card searches as the card browser sends them (page size 50): by name or game text, and by filters only. */
export const TEXT_QUERIES = [
  'q=pikachu',
  'q=charizard',
  'q=charzard',
  'q=gardevoir%20ex',
  'q=professor%27s%20research',
  'q=ultra%20ball',
  'q=flabebe',
  'q=search%20your%20deck',
  'q=switch%20your%20active',
  'q=draw%20cards',
  'q=dragapult',
  'q=iono',
  'q=boss%27s%20orders',
  'q=rare%20candy',
  'q=mew',
  'q=lugia&legal=standard',
  'q=energy&supertype=Energy',
  'q=heal&supertype=Trainer',
  'q=eevee&type=Colorless',
  'q=arceus%20vstar',
].map((query) => `${query}&pageSize=50`);
export const FILTER_QUERIES = [
  '',
  'supertype=Trainer',
  'supertype=Pok%C3%A9mon&type=Fire',
  'legal=standard',
  'legal=expanded&type=Water',
  'set=TWM',
  'set=sv6',
  'set=PAL&supertype=Trainer',
  'rarity=Rare%20Holo',
  'type=Psychic&legal=standard',
  'supertype=Energy',
  'page=5',
  'page=20&legal=expanded',
  'type=Dragon',
  'set=CRI',
  'rarity=Double%20Rare',
].map((query) => `${query}${query ? '&' : ''}pageSize=50`);

/** Runs a built backend command (of this checkout, or of the build in `dist`) and resolves with its exit code and output. */
export function runCli(script, args, env, dist = BACKEND_DIST) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(dist, 'cli', script), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolvePromise({ code, output }));
  });
}

export function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export function writeResult(name, result) {
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const file = join(ROOT, 'bench', 'results', `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, ...result }, null, 2)}\n`,
  );
  console.log(`Wrote ${file}`);
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Requests at a steady rate over a fixed number of keep-alive connections (an open model: a request is sent
 * on schedule whether or not earlier ones have been answered). Latency counts from the scheduled moment, so a
 * slow answer that delays the next request is charged to it too (no coordinated omission).
 * Resolves with the sorted latencies in ms and the number of failures.
 */
export async function steadyLoad({ base, headers, paths, rate, seconds, connections }) {
  const { Agent, request } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const times = [];
  let failures = 0;
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      new Promise((resolve) => {
        const req = request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            path: `/api/pokemon/cards/search?${paths[i % paths.length]}`,
            headers,
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode === 200) times.push(performance.now() - due);
              else failures++;
              resolve();
            });
          },
        );
        req.on('error', () => {
          failures++;
          resolve();
        });
        req.end();
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return { times: times.sort((a, b) => a - b), failures, seconds: (performance.now() - start) / 1000 };
}

/** Waits until the server at `base` answers its health check (two minutes at most). */
export async function waitForHealth(base) {
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

const megabytes = (bytes) => Math.round(bytes / 1024 / 1024);

/** Asks the server's probe (`bench/memory-probe.mjs`) something and resolves with its answer. */
function ask(server, message) {
  return new Promise((resolve) => {
    server.once('message', resolve);
    server.send(message);
  });
}

/** The server's memory, in MB, as it reports it through the probe. */
async function memoryOf(server) {
  const usage = await ask(server, 'memory');
  return Object.fromEntries(Object.entries(usage).map(([name, bytes]) => [name, megabytes(bytes)]));
}

/**
 * The production server (of this checkout, or of the build in `dist`, run with `nodeFlags` and the variables
 * `nodeEnv`) on a fresh data folder with the whole data
 * set imported, and an admin's access token (15 minutes: enough for a bench). `stop()` ends it and removes the
 * folder. BENCH_SERVER_LOG=1 shows the server's own output (warnings and errors).
 */
export async function startBenchServer(dist = BACKEND_DIST, nodeFlags = SERVER_NODE_FLAGS, nodeEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-search-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const admin = { email: 'bench@club.test', password: 'bench-password-1' };
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 'b'.repeat(48),
    SEED_DEMO: 'false',
  };
  let server;
  const stop = async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) =>
      server && server.exitCode === null ? server.on('exit', resolve) : resolve(),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    console.log('Importing the data set…');
    const imported = await runCli('cards-import.js', [CARD_DATA_DIR], env, dist);
    if (imported.code !== 0) throw new Error(imported.output);
    // Started as `npm start` starts it, with the probe that reports its memory.
    const probe = join(ROOT, 'bench', 'memory-probe.mjs');
    server = spawn(process.execPath, [...nodeFlags, '--import', probe, join(dist, 'cli', 'start.js')], {
      env: {
        ...process.env,
        ...env,
        ...nodeEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
      stdio: [
        'ignore',
        process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore',
        process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore',
        'ipc',
      ],
    });
    await waitForHealth(base);
    const signIn = async () => {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      return (await login.json()).accessToken;
    };
    const accessToken = await signIn();
    const started = server;
    return {
      base,
      accessToken,
      /** A new access token of the same admin (a bench longer than the token's 15 minutes). */
      signIn,
      pid: server.pid,
      stop,
      memory: () => memoryOf(started),
      /** The garbage collections since start (count and ms per kind) and V8's heap spaces. */
      gc: () => ask(started, 'gc'),
      /** Starts a CPU profile of the server; `stop(file)` writes it (V8's .cpuprofile) there. */
      startCpuProfile: () => ask(started, { cpuProfile: 'start' }),
      stopCpuProfile: (file) => ask(started, { cpuProfile: 'stop', file }),
      /** Starts V8's sampling heap profiler (`all`: every allocation, else only the promoted); `stop(file)` writes it. */
      startHeapSampling: (all = false) => ask(started, { heapSampling: 'start', all }),
      stopHeapSampling: (file) => ask(started, { heapSampling: 'stop', file }),
      /** Writes a heap snapshot of the server to `file`. */
      heapSnapshot: (file) => ask(started, { heapSnapshot: file }),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
