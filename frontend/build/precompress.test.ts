// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { precompress } from './precompress';

type Hook = (this: unknown, ...args: unknown[]) => void;

function runPlugin(root: string) {
  const plugin = precompress();
  (plugin.configResolved as Hook).call({}, { root, build: { outDir: 'dist' } } as ResolvedConfig);
  (plugin.closeBundle as Hook).call({});
}

describe('precompress', () => {
  it('writes Brotli and gzip copies of every text file the server sends, however small', () => {
    const root = mkdtempSync(join(tmpdir(), 'precompress-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, 'prerendered'));
    const files = {
      'assets/tiny-abc123.js': 'export const a = 1;',
      'assets/page-def456.js': `export const text = ${JSON.stringify('club '.repeat(2000))};`,
      'assets/site-0a1b2c.css': 'body{margin:0}',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'robots.txt': 'User-agent: *\nAllow: /\n',
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, 'assets', 'tiny-abc123.js.map'), '{}');
    writeFileSync(join(dist, 'prerendered', 'about.html'), '<h1>About</h1>');
    writeFileSync(join(dist, 'prerendered', 'page-routes.json'), '["/"]');

    runPlugin(root);

    for (const [file, text] of Object.entries(files)) {
      const path = join(dist, file);
      expect({ file, br: brotliDecompressSync(readFileSync(`${path}.br`)).toString() }).toEqual({
        file,
        br: text,
      });
      expect({ file, gz: gunzipSync(readFileSync(`${path}.gz`)).toString() }).toEqual({ file, gz: text });
    }
    // Source maps are for developers' tools; the pre-rendered pages are read and sent by the server.
    for (const file of [
      'assets/tiny-abc123.js.map',
      'prerendered/about.html',
      'prerendered/page-routes.json',
    ]) {
      expect({ file, compressed: existsSync(join(dist, `${file}.br`)) }).toEqual({ file, compressed: false });
    }
  });
});
