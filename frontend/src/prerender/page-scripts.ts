/** One chunk of Vite's build manifest (`build.manifest`), as far as the pre-render reads it. */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The scripts of a pre-rendered page, as paths under the site's root, each list in the order they run. */
export interface PageScripts {
  /** The app's entry and every chunk it imports, dependencies first: the order the browser would run them. */
  readonly app: readonly string[];
  /** The chunks of the lazily loaded components the page draws (its page component), not already in `app`. */
  readonly page: readonly string[];
}

/**
 * A page's scripts from the build manifest and the lazily loaded components its pre-render drew. Knowing them
 * all, the page fetches its own chunks at once instead of after the app has run, and can run them one chunk per
 * task (src/prerender/paint-first.js, src/main.tsx) instead of each whole graph in one long task.
 */
export function pageScripts(manifest: Manifest, lazyComponents: readonly string[]): PageScripts {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`The build manifest has ${entries.length} entries, not one`);
  const seen = new Set<string>();
  // Depth first, each chunk after the chunks it imports, in the order it imports them: as the browser runs them.
  const inRunOrder = (key: string, order: string[]): string[] => {
    if (seen.has(key)) return order;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) inRunOrder(imported, order);
    order.push(`/${manifest[key].file}`);
    return order;
  };
  const app = inRunOrder(entries[0], []);
  const page: string[] = [];
  for (const name of lazyComponents) inRunOrder(lazyChunkOf(manifest, name), page);
  return { app, page };
}

/** The chunk of a component `lazyNamed` loads: the dynamically imported module of the same name. */
function lazyChunkOf(manifest: Manifest, name: string): string {
  const found = Object.keys(manifest).filter(
    (key) =>
      manifest[key].isDynamicEntry && new RegExp(`(^|/)${name}\\.tsx?$`).test(manifest[key].src ?? key),
  );
  if (found.length !== 1) {
    throw new Error(
      `The lazily loaded component ${name} needs a chunk of its own named ${name}.tsx (found ${found.length})`,
    );
  }
  return found[0];
}

/**
 * The <template> a pre-rendered page carries its scripts in, for paint-first.js to put into the document once
 * the page is on screen: a module preload for each chunk, app first; the page's own are marked as such.
 */
export function scriptsTemplate({ app, page }: PageScripts): string {
  const link = (href: string, mark = '') => `<link rel="modulepreload" crossorigin href="${href}"${mark}>`;
  const links = [...app.map((href) => link(href)), ...page.map((href) => link(href, ' data-page-chunk'))];
  return `<template id="app-scripts">${links.join('')}</template>`;
}
