/** One chunk of Vite's build manifest (`build.manifest`), as far as the pre-render reads it. */
export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The chunk `key` and every chunk it imports statically, however deep, each once, by manifest key. */
function withStaticImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key)) return found;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite's manifest has no chunk for ${key}`);
  found.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, found);
  return found;
}

/**
 * The `<link rel="modulepreload">` tags for the chunks of a page's lazily loaded route modules (`lazyModules`, as
 * the manifest names them) and what they import, leaving out the chunks of the app's entry, which Vite's
 * index.html preloads already. The browser fetches the page's chunks beside the app's instead of after it.
 */
export function pageModulePreloads(manifest: Manifest, lazyModules: readonly string[]): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const app = new Set(entries.flatMap((key) => [...withStaticImports(manifest, key)]));
  const page = new Set<string>();
  for (const module of lazyModules) withStaticImports(manifest, module, page);
  return [...page]
    .filter((key) => !app.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
    .join('');
}
