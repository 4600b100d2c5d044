import type { Plugin } from 'vite';
import { browserBuildOnly } from './browser-build';

const PACKAGE = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * The libraries every page runs before it can start, and that change only when their versions do, in a few
 * chunks by library rather than one, fetched in parallel. Their names stay the same from one release to the next
 * as long as the libraries do, so returning visitors keep them in their cache.
 */
const FRAMEWORK = [
  { name: 'react', test: PACKAGE('react|react-dom|scheduler|react-is') },
  { name: 'router', test: PACKAGE('react-router|react-router-dom') },
  {
    name: 'styling',
    test: PACKAGE(
      '@emotion[\\\\/][^\\\\/]+|stylis|hoist-non-react-statics|prop-types|clsx|@mui[\\\\/](system|utils|styled-engine|private-theming)',
    ),
  },
  { name: 'query', test: PACKAGE('@tanstack[\\\\/](query-core|react-query)') },
];

/**
 * The page's own script: index.html's (src/main.tsx) and the Vite helpers it runs (preloading what it imports).
 * It is a chunk of its own, the only one a pre-rendered page requests before it is painted: it imports the app
 * once the page is on screen (vite.config.ts, docs/adr/0046).
 */
const PAGE_SCRIPT = {
  name: 'page-script',
  test: /[\\/](?:index\.html|src[\\/]main\.tsx|preload-helper\.js|modulepreload-polyfill\.js)(?:\?|$)/,
};

/**
 * The rest of what the app's start imports (the site's layout, the API client, the MUI components the layout
 * uses): every page runs all of it, so it is one chunk, the start's own. Left alone, the bundler cuts it into a
 * chunk for each set of lazily loaded pages that share a part of it, twenty of them, down to 260 bytes: each one
 * a request, and a module to link, that cost the main thread about a millisecond before the page could start.
 */
const SHELL = { name: 'shell', tags: ['$initial' as const] };

/** The bundler's manual chunk groups for the browser's build; the page script's, then the framework's, first. */
export function chunkGroups(): Plugin {
  return {
    name: 'club-chunk-groups',
    apply: browserBuildOnly,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { ...PAGE_SCRIPT, priority: 3 },
                ...FRAMEWORK.map((group) => ({ ...group, priority: 2 })),
                { ...SHELL, priority: 1 },
              ],
            },
          },
        },
      },
    }),
  };
}
