// After `vite build`: renders every public page to HTML (src/prerender/render-page.tsx, built for Node into a
// temporary folder) and writes it into the built index.html as dist/prerendered/<path>.html, which the server
// sends for that path. The browser then hydrates the page instead of drawing it from nothing. See
// docs/decisions.md ('Public pages are pre-rendered').
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
// Inside the project, so that the Node build finds its packages in node_modules.
const out = join(root, 'node_modules', '.cache', 'prerender');

/**
 * The built index.html with the page's head and body put in; the page's own title replaces the shell's. The
 * scripts are fetched at low priority: the page is on screen without them (they make it interactive), so on a
 * slow link what it shows, images included, comes first.
 */
function fillTemplate(template, { head, body }) {
  let html = template.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  if (/<title>/.test(head)) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  return html
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
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
  for (const path of prerenderedPaths(routes)) {
    const file = join(dist, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, fillTemplate(template, await renderPage(path)));
    console.log(`pre-rendered ${path}`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
