// After `vite build`: Vite's SSR build of src/prerender/render-page.tsx (into a temporary folder) renders every
// public page, which is put into the built index.html at its placeholders (src/prerender/page-document.ts) as
// dist/prerendered/<path>.html: the server sends that file for that path. The browser then hydrates the page
// instead of drawing it from nothing. docs/adr/0046. Then the service worker is written again, now that the pages
// it keeps for offline visits exist (build/installable-app.ts, docs/adr/0048).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, resolveConfig } from 'vite';
import { writeCompressedCopies } from '../build/precompress.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
// Inside the project, so that the Node build finds its packages in node_modules.
const out = join(root, 'node_modules', '.cache', 'prerender');

try {
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir: out, emptyOutDir: true, sourcemap: false },
  });
  const { renderPage, prerenderedPaths, pageRoutePatterns, routes, pageDocument } = await import(
    pathToFileURL(join(out, 'render-page.js')).href
  );
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const path of prerenderedPaths(routes)) {
    const file = join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);
    const page = await renderPage(path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageDocument(template, page.head, page.body));
    console.log(`pre-rendered ${path}`);
  }
  // The server answers a path that matches none of these with 404 (backend/src/common/spa-index.ts).
  writeFileSync(join(dist, 'prerendered', 'page-routes.json'), JSON.stringify(pageRoutePatterns(routes)));
} finally {
  rmSync(out, { recursive: true, force: true });
}

/**
 * Writes the service worker again through vite-plugin-pwa's own API, as its framework integrations do, and its
 * compressed copies, which the server would otherwise send from the first, page-less worker.
 */
async function writeServiceWorker() {
  const config = await resolveConfig({ root, logLevel: 'warn' }, 'build', 'production');
  const pwa = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa');
  if (!pwa?.api) throw new Error('vite-plugin-pwa is not in the build (vite.config.ts)');
  await pwa.api.generateSW();
  // The worker and the Workbox runtime it loads, both at the top of the build.
  for (const file of readdirSync(dist)) {
    if (/^(?:sw|workbox-[\w-]+)\.js$/.test(file)) writeCompressedCopies(join(dist, file));
  }
  console.log('service worker written, with the pre-rendered pages');
}

await writeServiceWorker();
