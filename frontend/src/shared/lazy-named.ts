import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module with named exports: the component `name` from the chunk that `load` imports. The
 * code arrives the first time the component renders (inside a Suspense boundary), not with the first script.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  const Lazy = lazy<ComponentType<P>>(async () => ({ default: (await load())[name] }));
  return Lazy;
}
