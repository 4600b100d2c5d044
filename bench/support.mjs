// Shared bits of the benchmarks: paths, running the built CLI, writing results.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BACKEND_DIST = join(ROOT, 'backend', 'dist');
export const CARD_DATA_DIR = resolve(
  process.env.CARD_DATA_DIR ?? join(ROOT, '..', 'shared', 'data', 'pokemon-tcg-data'),
);

/** Runs a built backend command and resolves with its exit code and output. */
export function runCli(script, args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(BACKEND_DIST, 'cli', script), ...args], {
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

/** Waits until a starting server answers its health check (two minutes at most). */
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
