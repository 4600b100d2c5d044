import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `<file>.br` and `<file>.gz` beside every script, style sheet and SVG of the build, compressed once at
 * the highest levels: the server sends them as they are (@fastify/static `preCompressed`), smaller than what it
 * could afford to compress per request and at no CPU cost.
 */
export function precompress(): Plugin {
  return {
    name: 'club-precompress',
    // The browser's files only, not the pre-render's Node build (scripts/prerender.mjs).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle(options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (bytes.length < 1024) continue;
        const file = join(options.dir ?? 'dist', fileName);
        const brotli = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: brotli }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
