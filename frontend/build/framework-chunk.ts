import type { Plugin } from 'vite';

/** The libraries every page runs before it can start, and that change only when their versions do. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-is|react-router|react-router-dom|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|prop-types|clsx|@mui[\\/](system|utils|styled-engine|private-theming)|@tanstack[\\/](query-core|react-query))[\\/]/;

/**
 * One chunk for the framework (React, the router, Emotion, MUI's styling engine, TanStack Query). Left alone,
 * the bundler cuts what the first page shares with the lazily loaded pages into many small chunks, each a
 * request before the page can start; and this chunk's name stays the same from one release to the next as long
 * as the libraries do, so returning visitors keep it in their cache.
 */
export function frameworkChunk(): Plugin {
  return {
    name: 'club-framework-chunk',
    // The browser's build only, not the pre-render's Node build (scripts/prerender.mjs).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
      },
    }),
  };
}
