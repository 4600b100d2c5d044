import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** What `import.meta.glob('/src/…/Page.tsx', { import: 'Page' })` answers: the one file's loader, by its path. */
export type PageModule = Record<string, () => Promise<unknown>>;

/** A route's `handle` for a page that loads lazily: the page's module as Vite's build manifest names it. */
export interface LazyPageHandle {
  readonly module: string;
}

/**
 * The `lazy` and `handle` of a route whose page loads when first shown (React Router's route `lazy`). The page is
 * given as the answer of `import.meta.glob` for its one file, so the module's path and its import cannot
 * disagree: the pre-render looks the path up in Vite's manifest to preload the page's chunks (scripts/prerender.mjs),
 * and a path that names no file fails here, when the route table loads.
 */
export function lazyPage(module: PageModule): Pick<RouteObject, 'lazy' | 'handle'> {
  const files = Object.keys(module);
  const [file] = files;
  // A path from the project's root (`/src/…`): Vite's manifest names the module the same, without the slash.
  if (files.length !== 1 || !file.startsWith('/')) {
    throw new Error(`A lazily loaded page is one file from /src, not ${files.join(', ') || 'none'}`);
  }
  const handle: LazyPageHandle = { module: file.slice(1) };
  return { lazy: async () => ({ Component: (await module[file]()) as ComponentType }), handle };
}

/** The module of a route made by `lazyPage`, if it is one. */
export function lazyPageModule(handle: unknown): string | undefined {
  return (handle as Partial<LazyPageHandle> | undefined)?.module;
}
