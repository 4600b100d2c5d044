// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageScripts, scriptsTemplate, type Manifest } from './page-scripts';

// A build's chunk graph as Vite's manifest writes it: the entry imports the framework and a shared chunk; the
// events page imports the entry, the shared chunk and a chunk of its own.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js', '_shared.js'] },
  '_framework.js': { file: 'assets/framework-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_framework.js'] },
  'src/pages/events/EventsPage.tsx': {
    file: 'assets/EventsPage-4.js',
    src: 'src/pages/events/EventsPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js', '_cards.js'],
  },
  '_cards.js': { file: 'assets/cards-5.js', imports: ['_framework.js'] },
  'src/pages/events/EventsPageHelp.tsx': {
    file: 'assets/EventsPageHelp-6.js',
    src: 'src/pages/events/EventsPageHelp.tsx',
    isDynamicEntry: true,
  },
};

describe('pageScripts', () => {
  it("lists the app's chunks dependencies first, the entry last, as the browser runs them", () => {
    expect(pageScripts(manifest, []).app).toEqual([
      '/assets/framework-2.js',
      '/assets/shared-3.js',
      '/assets/index-1.js',
    ]);
  });

  it("adds the chunks of the page's lazily loaded components, each once, after what they import", () => {
    expect(pageScripts(manifest, ['EventsPage']).page).toEqual([
      '/assets/cards-5.js',
      '/assets/EventsPage-4.js',
    ]);
  });

  it('fails the build for a lazily loaded component whose chunk it cannot tell', () => {
    expect(() => pageScripts(manifest, ['Missing'])).toThrow(
      /Missing needs a chunk of its own named Missing\.tsx/,
    );
  });
});

describe('scriptsTemplate', () => {
  it("writes a module preload per chunk, the page's own marked", () => {
    expect(scriptsTemplate({ app: ['/assets/a.js'], page: ['/assets/b.js'] })).toBe(
      '<template id="app-scripts"><link rel="modulepreload" crossorigin href="/assets/a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/b.js" data-page-chunk></template>',
    );
  });
});
