// What a page load costs the server: each public page loaded PAGE_COST_LOADS times (default 10) in Chromium, as
// an anonymous visitor, and the server's CPU time (user + system, from /proc) per load; beside it the same
// figure for a bare Fastify sending the same build's files (bench/bare-static-server.mjs), measured in the same
// run. On a host of two cores, the server's CPU while a page loads is time the page's main thread waits.
// Builds nothing: run `npm run build` first, then `npm run bench:page-cost` (or with some paths). Linux only.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_DIST, ROOT, SERVER_NODE_FLAGS, freePort, waitForHealth, writeResult } from './support.mjs';

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/about', '/events', '/how-to-play', '/login', '/upcoming-releases', '/singles-for-trade'];
const LOADS = Number(process.env.PAGE_COST_LOADS ?? 10);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A process's CPU time so far, in ms (Linux clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start(args, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...args], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return {
    base,
    pid: child.pid,
    stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
  };
}

/** Loads `url` LOADS times, each in a fresh context (nothing cached), and answers the server's CPU per load. */
async function costPerLoad(browser, url, pid) {
  const warm = await browser.newContext();
  await (await warm.newPage()).goto(url, { waitUntil: 'networkidle' });
  await warm.close();
  const before = cpuMs(pid);
  let requests = 0;
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    page.on('request', () => requests++);
    await page.goto(url, { waitUntil: 'networkidle' });
    await context.close();
  }
  return { cpuMs: (cpuMs(pid) - before) / LOADS, requests: requests / LOADS };
}

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-page-cost-'));
const app = await start([join(BACKEND_DIST, 'cli', 'start.js')], {
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(48),
});
const bare = await start([join(ROOT, 'bench', 'bare-static-server.mjs')], {});
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
const pages = [];
try {
  for (const path of PAGES) {
    // Alternated, so that a change in the host's speed falls on both.
    const floor = await costPerLoad(browser, bare.base + path, bare.pid);
    const measured = await costPerLoad(browser, app.base + path, app.pid);
    const row = {
      path,
      requests: Math.round(measured.requests),
      serverCpuMsPerLoad: Math.round(measured.cpuMs),
      bareStaticCpuMsPerLoad: Math.round(floor.cpuMs),
      ratio: Math.round((measured.cpuMs / Math.max(floor.cpuMs, 1)) * 10) / 10,
    };
    pages.push(row);
    console.log(
      `${path.padEnd(20)} ${String(row.requests).padStart(3)} requests: server ${row.serverCpuMsPerLoad} ms CPU a load, ` +
        `bare static ${row.bareStaticCpuMsPerLoad} ms (x${row.ratio})`,
    );
  }
} finally {
  await browser.close();
  await Promise.all([app.stop(), bare.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
writeResult('page-cost', { loadsPerPage: LOADS, pages });
