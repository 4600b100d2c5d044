#!/usr/bin/env node
// Fails (exit 1) when src/api/generated is not what @hey-api/openapi-ts generates from the committed
// backend/openapi.json, i.e. when someone changed the API and forgot `npm run -w frontend api:generate`.
// The fresh copy is generated next to the committed one so relative imports come out identical.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const input = resolve(root, '../backend/openapi.json');
const committed = join(root, 'src/api/generated');
const fresh = join(root, 'src/api/.generated-check');

function fail(message) {
  console.error(`api:check failed: ${message}`);
  process.exit(1);
}

function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out.sort();
}

if (!existsSync(input)) fail(`${relative(process.cwd(), input)} does not exist (the backend writes it).`);
if (!existsSync(committed)) fail('src/api/generated is missing. Run `npm run -w frontend api:generate`.');

rmSync(fresh, { recursive: true, force: true });
try {
  const result = spawnSync(process.execPath, [resolveBin(), '-f', 'openapi-ts.config.ts'], {
    cwd: root,
    env: { ...process.env, OPENAPI_INPUT: input, OPENAPI_OUTPUT: 'src/api/.generated-check' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    fail(`openapi-ts could not generate the client:\n${result.stdout}\n${result.stderr}`);
  }
  const a = listFiles(committed);
  const b = listFiles(fresh);
  const differences = [];
  for (const f of new Set([...a, ...b])) {
    if (!a.includes(f)) differences.push(`  missing in src/api/generated: ${f}`);
    else if (!b.includes(f)) differences.push(`  no longer generated: ${f}`);
    else if (readFileSync(join(committed, f), 'utf8') !== readFileSync(join(fresh, f), 'utf8')) {
      differences.push(`  differs: ${f}`);
    }
  }
  if (differences.length > 0) {
    fail(
      `src/api/generated is out of date with backend/openapi.json:\n${differences.join('\n')}\n` +
        'Run `npm run -w frontend api:generate` and commit the result.',
    );
  }
  console.log('api:check: src/api/generated matches backend/openapi.json.');
} finally {
  rmSync(fresh, { recursive: true, force: true });
}

function resolveBin() {
  for (const base of [root, resolve(root, '..')]) {
    const p = join(base, 'node_modules/@hey-api/openapi-ts/bin/run.js');
    if (existsSync(p)) return p;
  }
  fail('@hey-api/openapi-ts is not installed (run npm install).');
}
