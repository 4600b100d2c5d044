import type { Plugin } from 'vite';

const PACKAGE = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * The libraries every page runs before it can start, and that change only when their versions do, in a few
 * chunks by library rather than one: a pre-rendered page runs its chunks one per task (paint-first.js), and a
 * chunk of 440 kB took one long task to run.
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
 * Chunks for the framework (React, the router, Emotion and MUI's styling engine, TanStack Query). Left alone,
 * the bundler cuts what the first page shares with the lazily loaded pages into many small chunks, each a
 * request before the page can start; and these chunks' names stay the same from one release to the next as
 * long as the libraries do, so returning visitors keep them in their cache.
 */
export function frameworkChunk(): Plugin {
  return {
    name: 'club-framework-chunk',
    // The browser's build only, not the pre-render's Node build (scripts/prerender.mjs).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config: () => ({
      build: { rolldownOptions: { output: { codeSplitting: { groups: FRAMEWORK } } } },
    }),
  };
}
