import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * React Router's route `lazy` for a page in a chunk of its own: the component `name` of the module `load`
 * imports, loaded when the route is first matched. The router, the pre-render (createStaticHandler) and the
 * browser's start (start.tsx) all load it through the route, so no list of pages is kept beside the table.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}
