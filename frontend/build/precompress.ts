import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files the server sends as they are; the pre-rendered pages are read and sent by the server itself. */
const TEXT_FILE = /\.(js|css|svg|txt|json|webmanifest|xml)$/;
const NOT_SERVED_AS_FILES = 'prerendered';

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== NOT_SERVED_AS_FILES) yield* textFiles(path);
    } else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz`, compressed at the highest levels. */
export function writeCompressedCopies(file: string): void {
  const bytes = readFileSync(file);
  const brotli = {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  };
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: brotli }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file the server sends from the build (scripts, style
 * sheets, SVG, the public folder's files), compressed once at the highest levels: the server sends them as they
 * are (@fastify/static `preCompressed`), at no CPU cost. Small files too: a file without its compressed copies
 * is compressed by @fastify/compress on every request, as a stream whatever its size, and a brotli stream costs
 * the server some 4 ms to set up even for a 100-byte chunk; a page needs twenty or thirty such chunks.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'club-precompress',
    // The browser's files only, not the pre-render's Node build (scripts/prerender.mjs).
    // Not browserBuildOnly (browser-build.ts): Node loads this file as it is for scripts/prerender.mjs, and
    // resolves no import without its extension.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the public folder's files are copied too.
    closeBundle() {
      for (const file of textFiles(outDir)) writeCompressedCopies(file);
    },
  };
}
