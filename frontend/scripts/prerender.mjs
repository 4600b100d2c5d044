// After `vite build`: Vite's SSR build of src/prerender/render-page.tsx (into a temporary folder) renders every
// public page, which is put into the built index.html at its placeholders (src/prerender/page-document.ts) as
// dist/prerendered/<path>.html: the server sends that file for that path. The browser then hydrates the page
// instead of drawing it from nothing. docs/adr/0046.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

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
