import type { Plugin } from 'vite';

/**
 * A plugin's `apply` for the browser's production build only: not the dev server, and not the pre-render's Node
 * build (scripts/prerender.mjs).
 */
export const browserBuildOnly: Extract<Plugin['apply'], (...args: never[]) => boolean> = (
  _config,
  { command, isSsrBuild },
) => command === 'build' && !isSsrBuild;
