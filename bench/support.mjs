// Shared bits of the benchmarks: paths, running the built CLI, writing results.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BACKEND_DIST = join(ROOT, 'backend', 'dist');
export const CARD_DATA_DIR = resolve(process.env.CARD_DATA_DIR ?? join(ROOT, '..', 'shared', 'data', 'pokemon-tcg-data'));

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

export function writeResult(name, result) {
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const file = join(ROOT, 'bench', 'results', `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, ...result }, null, 2)}\n`);
  console.log(`Wrote ${file}`);
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
