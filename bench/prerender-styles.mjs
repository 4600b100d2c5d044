// Which Emotion styles a pre-rendered page should carry (issue 37 §5, docs/adr/0046): for every public page, the
// style rules the browser still has to compile and insert while it hydrates the page and draws its data, under
// three ways of writing the styles into <head>:
//   critical   what @emotion/server's extractCritical writes: the styles whose class name appears in the HTML
//              (its rule: every `css-<id>` in the markup that the cache inserted), plus the global ones;
//   registered every style the server's render registered (src/prerender/emotion-styles.ts), one render;
//   + samples  the same after a second render with sample answers (style-samples.ts): what the build does.
// The pages' needs are read in Chromium from the built site (demo seed): every Emotion class and keyframes name
// in the page's style sheets once it has hydrated, fetched its data and settled. Counts, not times: the same on a
// busy machine. Run after `npm run build`: npm run bench:prerender-styles (about a minute).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { BACKEND_DIST, freePort, ROOT, waitForHealth, writeResult } from './support.mjs';

const FRONTEND = join(ROOT, 'frontend');
const SSR_OUT = join(FRONTEND, 'node_modules', '.cache', 'prerender-styles-bench');
const SETTLE_MS = 1_500;
const EMOTION_KEY = 'css';
// Vite is the frontend's own dependency: the same build the frontend's prerender step runs.
const { build } = await import(
  pathToFileURL(createRequire(join(FRONTEND, 'package.json')).resolve('vite')).href
);

/** @emotion/server's selection: ids whose class name is in the markup, and every style without a class. */
function criticalIds(cache, html) {
  const ids = new Set();
  for (const match of html.matchAll(new RegExp(`${EMOTION_KEY}-([\\w-]+)`, 'g'))) {
    if (cache.inserted[match[1]] !== undefined) ids.add(match[1]);
  }
  return ids;
}

function registeredIds(cache) {
  return new Set(
    Object.keys(cache.inserted).filter((id) => cache.registered[`${cache.key}-${id}`] !== undefined),
  );
}

async function serverSide() {
  await build({
    root: FRONTEND,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir: SSR_OUT, emptyOutDir: true, sourcemap: false },
  });
  const ssr = await import(pathToFileURL(join(SSR_OUT, 'render-page.js')).href);
  const pages = new Map();
  for (const path of ssr.prerenderedPaths(ssr.routes)) {
    const cache = ssr.createSiteEmotionCache();
    cache.compat = true;
    const html = await ssr.renderApp(path, cache, ssr.queryClientWith({}));
    const critical = criticalIds(cache, html);
    const registered = registeredIds(cache);
    const { head } = await ssr.renderPage(path);
    const sampled = new Set(/data-prerendered-style-ids="([^"]*)"/.exec(head)[1].split(' ').filter(Boolean));
    pages.set(path, { critical, registered, sampled });
  }
  return pages;
}

/** Every Emotion style a page uses once drawn: class names and keyframes in its style sheets. */
async function browserNeeds(browser, url) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const ids = await page.evaluate((key) => {
    const found = new Set();
    const pattern = new RegExp(`(?:\\.${key}|animation)-([\\w-]+)`, 'g');
    for (const sheet of globalThis.document.styleSheets) {
      for (const rule of sheet.cssRules) {
        const text = rule.selectorText ?? rule.name ?? rule.cssText.slice(0, 200);
        for (const match of text.matchAll(pattern)) found.add(match[1]);
      }
    }
    return [...found];
  }, EMOTION_KEY);
  await page.close();
  return new Set(ids);
}

const missing = (needed, written) => [...needed].filter((id) => !written.has(id)).length;

const pages = await serverSide();
rmSync(SSR_OUT, { recursive: true, force: true });

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-styles-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(BACKEND_DIST, 'cli', 'start.js')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 's'.repeat(48),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
  },
  stdio: 'ignore',
});
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  await waitForHealth(base);
  const rows = [];
  console.log(
    'page                 needed  written: critical / registered / +samples   inserted by the browser',
  );
  for (const [path, written] of pages) {
    const needed = await browserNeeds(browser, `${base}${path}`);
    const row = {
      path,
      needed: needed.size,
      written: {
        critical: written.critical.size,
        registered: written.registered.size,
        sampled: written.sampled.size,
      },
      insertedByTheBrowser: {
        critical: missing(needed, written.critical),
        registered: missing(needed, written.registered),
        sampled: missing(needed, written.sampled),
      },
    };
    rows.push(row);
    const { critical, registered, sampled } = row.insertedByTheBrowser;
    console.log(
      `${path.padEnd(20)} ${String(row.needed).padStart(6)}  ${String(row.written.critical).padStart(8)} / ${String(row.written.registered).padStart(10)} / ${String(row.written.sampled).padStart(8)}   ${critical} / ${registered} / ${sampled}`,
    );
  }
  writeResult('prerender-styles', { measuredAt: new Date().toISOString(), pages: rows });
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
