// After `vite build`: renders every public page to HTML (src/prerender/render-page.tsx, built for Node into a
// temporary folder) and writes it into the built index.html as dist/prerendered/<path>.html, which the server
// sends for that path. The browser then hydrates the page instead of drawing it from nothing. See
// docs/decisions.md ('Public pages are pre-rendered').
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
// Inside the project, so that the Node build finds its packages in node_modules.
const out = join(root, 'node_modules', '.cache', 'prerender');

/** The app's script tags in the built index.html: its entry module and the chunks it preloads. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * Writes src/prerender/paint-first.js into dist/assets under a name that changes with its content (assets are
 * cached for good), and answers its path.
 */
function writePaintFirst() {
  const source = readFileSync(join(root, 'src', 'prerender', 'paint-first.js'));
  const name = `paint-first-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, 'assets', name), source);
  return `/assets/${name}`;
}

/**
 * The built index.html with the page's head and body put in; the page's own title replaces the shell's. The
 * app's script tags move into a <template> that paint-first.js puts into the document once the page is on
 * screen: the page needs no script to be seen, only to become interactive (docs/decisions.md).
 */
function fillTemplate(template, { head, body }, paintFirst) {
  const scripts = (template.match(APP_SCRIPTS) ?? []).map((tag) => tag.trim()).join('');
  if (!scripts) throw new Error('The built index.html has no module script to move');
  let html = template.replace(APP_SCRIPTS, '');
  if (/<title>/.test(head)) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  return html
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    .replace(
      '</body>',
      `<template id="app-scripts">${scripts}</template><script src="${paintFirst}" defer></script></body>`,
    );
}

try {
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir: out, emptyOutDir: true, sourcemap: false },
  });
  const { renderPage, prerenderedPaths, routes } = await import(
    pathToFileURL(join(out, 'render-page.js')).href
  );
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const paintFirst = writePaintFirst();
  for (const path of prerenderedPaths(routes)) {
    const file = join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, fillTemplate(template, await renderPage(path), paintFirst));
    console.log(`pre-rendered ${path}`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
