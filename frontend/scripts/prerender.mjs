// After `vite build`: renders every public page to HTML (src/prerender/render-page.tsx, built for Node into a
// temporary folder) and writes it into the built index.html as dist/prerendered/<path>.html, which the server
// sends for that path. The browser then hydrates the page instead of drawing it from nothing. See
// docs/adr/0032.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writeCompressedCopies } from '../build/precompress.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
// Inside the project, so that the Node build finds its packages in node_modules.
const out = join(root, 'node_modules', '.cache', 'prerender');

/** The app's script tags in the built index.html: its entry module and the chunks it preloads. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;
/** Where `build.manifest` puts the list of chunks; read here, and not served. */
const MANIFEST_DIR = join(dist, '.vite');

/**
 * Writes src/prerender/paint-first.js into dist/assets under a name that changes with its content (assets are
 * cached for good), with its compressed copies (build/precompress.ts), and answers its path.
 */
function writePaintFirst() {
  const source = readFileSync(join(root, 'src', 'prerender', 'paint-first.js'));
  const name = `paint-first-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  const file = join(dist, 'assets', name);
  writeFileSync(file, source);
  writeCompressedCopies(file);
  return `/assets/${name}`;
}

/** The scripts the built index.html loads, which the manifest's list must match. */
function shellScripts(template) {
  const scripts = (template.match(APP_SCRIPTS) ?? []).map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1]);
  if (!scripts.length) throw new Error('The built index.html has no module script to move');
  return new Set(scripts);
}

/**
 * The built index.html with the page's head and body put in; the page's own title replaces the shell's. The
 * app's script tags give way to a <template> with all of the page's scripts, app and page chunks, which
 * paint-first.js puts into the document once the page is on screen: the page needs no script to be seen, only
 * to become interactive (docs/adr/0032).
 */
function fillTemplate(template, { head, body }, scripts, paintFirst) {
  let html = template.replace(APP_SCRIPTS, '');
  if (/<title>/.test(head)) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  return html
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    .replace('</body>', `${scripts}<script src="${paintFirst}" defer></script></body>`);
}

try {
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir: out, emptyOutDir: true, sourcemap: false },
  });
  const { renderPage, prerenderedPaths, pageRoutePatterns, routes, pageScripts, scriptsTemplate } =
    await import(pathToFileURL(join(out, 'render-page.js')).href);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(MANIFEST_DIR, 'manifest.json'), 'utf8'));
  const { app } = pageScripts(manifest, []);
  const shell = shellScripts(template);
  if (app.length !== shell.size || app.some((src) => !shell.has(src))) {
    throw new Error(`The manifest's app chunks differ from index.html's: ${app.join(', ')}`);
  }
  const paintFirst = writePaintFirst();
  for (const path of prerenderedPaths(routes)) {
    const file = join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);
    const page = await renderPage(path);
    const scripts = pageScripts(manifest, page.lazyComponents);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, fillTemplate(template, page, scriptsTemplate(scripts), paintFirst));
    console.log(`pre-rendered ${path} (${scripts.app.length} + ${scripts.page.length} scripts)`);
  }
  // The server answers a path that matches none of these with 404 (backend/src/common/spa-index.ts).
  writeFileSync(join(dist, 'prerendered', 'page-routes.json'), JSON.stringify(pageRoutePatterns(routes)));
} finally {
  rmSync(out, { recursive: true, force: true });
  rmSync(MANIFEST_DIR, { recursive: true, force: true });
}
