// First-load JavaScript of the public pages: every script a page fetches in Chromium until 4 s after `load`,
// counted at the gzip size of the built file. Builds nothing: give one or more built `frontend/dist` folders
// (this checkout's by default), e.g. another commit's built in a `git worktree`, to compare them in one run:
//   npm run bench:first-load -- frontend/dist /tmp/older/frontend/dist
// Each folder is served by a static server (pre-rendered pages at their paths, the app shell elsewhere, every
// /api call answered 503, so only the pages' own code counts); service workers are blocked, so the worker's
// precache is not counted (it is fetched once a release, after the page).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const PAGES = ['/', '/events', '/singles-for-trade', '/login'];
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };
const folders = (process.argv.slice(2).length ? process.argv.slice(2) : ['frontend/dist']).map((f) =>
  resolve(f),
);

function fileFor(dist, path) {
  const file = join(dist, path);
  if (existsSync(file) && !statSync(file).isDirectory()) return file;
  const page = join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);
  return existsSync(page) ? page : join(dist, 'index.html');
}

function serve(dist) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (path.startsWith('/api/')) return response.writeHead(503).end('{}');
    const file = fileFor(dist, path);
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const gzipSize = (file) => statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
for (const dist of folders) {
  const server = await serve(dist);
  const origin = `http://127.0.0.1:${server.address().port}`;
  for (const path of PAGES) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const files = [...scripts].map((script) => join(dist, script));
    const kib = (bytes) => (bytes / 1024).toFixed(1);
    const raw = files.reduce((sum, file) => sum + statSync(file).size, 0);
    const gzip = files.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(
      `${dist}  ${path.padEnd(20)} ${files.length} scripts, ${kib(raw)} KiB, gzip ${kib(gzip)} KiB`,
    );
    await context.close();
  }
  server.close();
}
await browser.close();
