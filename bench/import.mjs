// Measures `cards:import` of the whole data set into a fresh embedded PostgreSQL: a cold import, then a re-import
// that must change nothing. Run after `npm run build`: node bench/import.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CARD_DATA_DIR, runCli, writeResult } from './support.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-import-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
try {
  const migrate = await runCli('migrate.js', [], env);
  if (migrate.code !== 0) throw new Error(migrate.output);
  const runs = [];
  for (const label of ['cold import', 're-import (no changes)']) {
    const started = performance.now();
    const run = await runCli('cards-import.js', [CARD_DATA_DIR], env);
    const seconds = (performance.now() - started) / 1000;
    if (run.code !== 0) throw new Error(run.output);
    const summary = run.output.trim().split('\n').at(-1);
    runs.push({ label, seconds: Math.round(seconds * 10) / 10, summary });
    console.log(`${label}: ${seconds.toFixed(1)} s — ${summary}`);
  }
  writeResult('import', { dataSet: CARD_DATA_DIR, runs, target: 'under 60 s for the full data set' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
