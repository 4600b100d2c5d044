import type { Plugin, Rolldown } from 'vite';
import { browserBuildOnly } from './browser-build';

/**
 * V8's explicit compile hint (Chrome 136 and later): the functions of a script that starts with it are compiled
 * while it streams in, on a background thread, instead of one by one on the main thread the first time each is
 * called. It suits the chunks every page runs at start, most of whose functions the first page calls; on a lazily
 * loaded chunk it would compile code that may never run.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry chunk and every chunk it imports statically, however deep: what every page runs at start. */
function startupChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunks.has(fileName)) return;
    chunks.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
  return [...chunks.values()];
}

/** Prepends a line to a chunk, and to its source map's mappings the empty line that keeps them true. */
function prependLine(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk, line: string): void {
  chunk.code = `${line}\n${chunk.code}`;
  const map = bundle[`${chunk.fileName}.map`];
  if (map?.type === 'asset') {
    const text = typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source);
    const json = JSON.parse(text) as { mappings: string };
    json.mappings = `;${json.mappings}`;
    map.source = JSON.stringify(json);
  }
}

/** Puts the compile hint at the top of the chunks every page runs at start (the browser's build only). */
export function compileHints(): Plugin {
  return {
    name: 'club-compile-hints',
    apply: browserBuildOnly,
    // Last, so that nothing is put above the hint (Vite adds its list of preloads at the top of the entry).
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of startupChunks(bundle)) prependLine(bundle, chunk, COMPILE_HINT);
      },
    },
  };
}
