// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageModulePreloads, type Manifest } from './page-preloads';

// A build's chunk graph as Vite's manifest writes it: the entry imports the framework and a shared chunk; the
// events page imports the entry, the shared chunk and a chunk of its own; the two deck pages share a file.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js', '_shared.js'] },
  '_framework.js': { file: 'assets/framework-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_framework.js'] },
  'src/pages/events/EventsPage.tsx': {
    file: 'assets/EventsPage-4.js',
    imports: ['index.html', '_shared.js', '_cards.js'],
  },
  '_cards.js': { file: 'assets/cards-5.js', imports: ['_framework.js'] },
};

describe('pageModulePreloads', () => {
  it("preloads a page module's chunk and what it imports, leaving out the app's own chunks", () => {
    expect(pageModulePreloads(manifest, ['src/pages/events/EventsPage.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/EventsPage-4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/cards-5.js">',
    );
  });

  it('preloads nothing more for a page the entry draws itself', () => {
    expect(pageModulePreloads(manifest, [])).toBe('');
  });

  it('fails the build for a module the manifest does not know', () => {
    expect(() => pageModulePreloads(manifest, ['src/pages/Missing.tsx'])).toThrow(
      "Vite's manifest has no chunk for src/pages/Missing.tsx",
    );
  });
});
