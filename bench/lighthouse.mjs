// Lighthouse (mobile, its default simulated throttling) on the public pages of the production build, each page
// several times, as an anonymous visitor. Builds nothing: run `npm run build` first, then
// `npm run bench:lighthouse` (or `node bench/lighthouse.mjs /about /events` for some pages).
// The production server starts on a fresh DATA_DIR with the demo seed and a real tournament, loaded through its
// API from a TOM file (a League Challenge in round 1: its hall screen, `/tournaments/{tournament}/screen`);
// Chromium is the system one and reaches nothing but this machine.
// Environment: LIGHTHOUSE_RUNS (runs per page, default 2), LIGHTHOUSE_MAX_LOAD (before each run, wait for the
// 1-minute load average to fall under it, LIGHTHOUSE_MAX_WAIT seconds at most, default 600: simulated
// throttling multiplies the CPU time it observes, so a busy machine reads as a slow page), LIGHTHOUSE_REPORTS
// (a folder: every run's full JSON report is written there), CHROME_PATH (default /usr/bin/chromium),
// LIGHTHOUSE_CPU_SLOWDOWN (default Lighthouse's 4: a higher figure stands for a slower host, to see on a fast
// one what a slow one would score; the results note it, and the target is read at the default only).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_DIST, freePort, ROOT, waitForHealth, writeResult } from './support.mjs';

const PAGES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [
        '/',
        '/about',
        '/events',
        '/how-to-play',
        '/login',
        '/upcoming-releases',
        '/artwork-for-sale',
        '/trading-center',
        '/singles-for-trade',
        '/tournaments/{tournament}/screen',
      ];
/** The tournament the pages' `{tournament}` stands for: a real TOM export (names made up), round 1 being played. */
const TOURNAMENT_FILE = join(ROOT, 'backend', 'test', 'fixtures', 'tom', 'league-challenge-in-progress.tdf');
const ADMIN = { email: 'lighthouse@club.test', password: 'lighthouse-password-1' };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 2);
const MAX_LOAD = process.env.LIGHTHOUSE_MAX_LOAD ? Number(process.env.LIGHTHOUSE_MAX_LOAD) : undefined;
const MAX_WAIT_MS = Number(process.env.LIGHTHOUSE_MAX_WAIT ?? 600) * 1000;
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};
const TARGET = 95;
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function quietEnough() {
  if (MAX_LOAD === undefined) return;
  const until = Date.now() + MAX_WAIT_MS;
  while (loadavg()[0] >= MAX_LOAD && Date.now() < until) await sleep(5_000);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What a report says about one run: the four scores, the metrics, and what kept a category under 100. */
function summarise(lhr, load) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]));
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [
      key,
      key === 'cls'
        ? Number(lhr.audits[id].numericValue.toFixed(3))
        : Math.round(lhr.audits[id].numericValue),
    ]),
  );
  const findings = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const entry = lhr.audits[ref.id];
      const failed = entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative';
      if (failed && (ref.weight > 0 || entry.details?.type === 'opportunity')) {
        findings.push({ title: `${id}: ${entry.title}`, value: entry.displayValue ?? '' });
      }
    }
  }
  return {
    scores,
    ...metrics,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    loadAverage: Number(load.toFixed(2)),
    findings,
  };
}

function perPage(path, runs) {
  const medianOf = (pick) => median(runs.map(pick));
  return {
    path,
    median: {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, medianOf((run) => run.scores[id])])),
      ...Object.fromEntries(Object.keys(METRICS).map((key) => [key, medianOf((run) => run[key])])),
    },
    runs,
  };
}

function printPage({ path, median: m, runs }) {
  const scores = CATEGORIES.map((id) => `${id} ${m.scores[id]}`).join(', ');
  const each = runs.map((run) => run.scores.performance).join('/');
  console.log(
    `${path.padEnd(13)} ${scores} (performance per run ${each}); FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, ` +
      `TBT ${m.tbtMs} ms, CLS ${m.cls}`,
  );
  // What kept a score down, once per title with each run's figure.
  const findings = new Map();
  for (const { title, value } of runs.flatMap((run) => run.findings)) {
    findings.set(title, [...(findings.get(title) ?? []), value].filter(Boolean));
  }
  for (const [title, values] of findings) {
    console.log(`    ${title}${values.length ? ` (${values.join(' / ')})` : ''}`);
  }
}

/** Loads the TOM file through the server's API, as an organiser does; answers the tournament's id. */
async function realTournament(api) {
  const login = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { accessToken } = await login.json();
  const loaded = await fetch(`${api}/api/admin/tournaments/tom`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/xml' },
    body: readFileSync(TOURNAMENT_FILE),
  });
  if (loaded.status !== 201) throw new Error(`The TOM file was not loaded: ${await loaded.text()}`);
  return (await loaded.json()).id;
}

/** One Lighthouse run; a run whose trace failed (it happens on a busy machine) is tried again, twice at most. */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    });
    const error = result ? result.lhr.runtimeError : { message: 'no report' };
    if (!error) return result;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    console.log(`    (run failed: ${error.code ?? error.message}; trying again)`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-lighthouse-'));
const port = await freePort();
const base = `http://localhost:${port}`;
let server;
let chrome;
try {
  server = spawn(process.execPath, [join(BACKEND_DIST, 'cli', 'start.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'l'.repeat(48),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: 'ignore',
  });
  await waitForHealth(`http://127.0.0.1:${port}`);
  const tournament = PAGES.some((path) => path.includes('{tournament}'))
    ? await realTournament(`http://127.0.0.1:${port}`)
    : null;
  chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });

  const pages = [];
  for (const path of PAGES.map((page) => page.replace('{tournament}', String(tournament)))) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      await quietEnough();
      const load = loadavg()[0];
      const result = await audit(`${base}${path}`);
      if (REPORTS) {
        const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`;
        writeFileSync(join(REPORTS, name), result.report);
      }
      runs.push(summarise(result.lhr, load));
    }
    const page = perPage(path, runs);
    printPage(page);
    pages.push(page);
  }

  const under = pages.flatMap((page) =>
    CATEGORIES.filter((id) => page.median.scores[id] < TARGET).map((id) => `${page.path} ${id}`),
  );
  console.log(
    under.length ? `Under ${TARGET}: ${under.join(', ')}` : `Every page ${TARGET} or more in all four.`,
  );
  writeResult('lighthouse', {
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    chromium: await chromeVersion(),
    settings: CPU_SLOWDOWN
      ? `mobile, simulated throttling with the CPU ${CPU_SLOWDOWN} times slower, anonymous visitor, demo seed`
      : 'mobile, simulated throttling (Lighthouse defaults), anonymous visitor, demo seed and a tournament loaded from a TOM file',
    runsPerPage: RUNS,
    target: TARGET,
    pages,
  });
} finally {
  chrome?.kill();
  server?.kill('SIGTERM');
  await new Promise((resolve) =>
    server && server.exitCode === null ? server.on('exit', resolve) : resolve(),
  );
  rmSync(dataDir, { recursive: true, force: true });
}

async function chromeVersion() {
  const answer = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  return (await answer.json()).Browser;
}
