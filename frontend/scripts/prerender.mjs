// After `vite build`: Vite's SSR build of src/prerender/render-page.tsx (into a temporary folder) renders every
// public page, and each is written into the built index.html at its placeholders (`<!--app-head-->…
// <!--/app-head-->` in <head>, `<!--app-html-->` in #root) as dist/prerendered/<path>.html, which the server sends
// for that path. The browser then hydrates the page instead of drawing it from nothing. docs/adr/0046.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
// Inside the project, so that the Node build finds its packages in node_modules.
const out = join(root, 'node_modules', '.cache', 'prerender');
/** Where `build.manifest` puts the chunk graph; read here for the pages' preloads, and not served. */
const MANIFEST_DIR = join(dist, '.vite');

const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const BODY = '<!--app-html-->';

/** The built index.html with the page put in: its head in place of the shell's default title, its body in #root. */
function fillTemplate(template, head, body) {
  const headStart = template.indexOf(HEAD_START);
  const headEnd = template.indexOf(HEAD_END);
  if (headStart < 0 || headEnd < headStart || !template.includes(BODY)) {
    throw new Error(`index.html lacks the placeholders ${HEAD_START}…${HEAD_END} and ${BODY}`);
  }
  const withHead = template.slice(0, headStart) + head + template.slice(headEnd + HEAD_END.length);
  return withHead.replace(BODY, () => body);
}

try {
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir: out, emptyOutDir: true, sourcemap: false },
  });
  const { renderPage, prerenderedPaths, pageRoutePatterns, routes, pageModulePreloads } = await import(
    pathToFileURL(join(out, 'render-page.js')).href
  );
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(MANIFEST_DIR, 'manifest.json'), 'utf8'));
  for (const path of prerenderedPaths(routes)) {
    const file = join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);
    const page = await renderPage(path);
    const preloads = pageModulePreloads(manifest, page.lazyModules);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, fillTemplate(template, page.head + preloads, page.body));
    console.log(`pre-rendered ${path}`);
  }
  // The server answers a path that matches none of these with 404 (backend/src/common/spa-index.ts).
  writeFileSync(join(dist, 'prerendered', 'page-routes.json'), JSON.stringify(pageRoutePatterns(routes)));
} finally {
  rmSync(out, { recursive: true, force: true });
  rmSync(MANIFEST_DIR, { recursive: true, force: true });
}
