import { createElement, lazy, type ComponentType } from 'react';

/** The lazily loaded components a server render drew, by name: the pre-render lists a page's chunks from it. */
const drawn = new Set<string>();

/** The names of the `lazyNamed` components drawn since the last call, which forgets them. */
export function takeLazyComponentsDrawn(): string[] {
  const names = [...drawn];
  drawn.clear();
  return names;
}

/**
 * React.lazy for a module with named exports: the component `name` from the chunk that `load` imports. The
 * code arrives the first time the component renders (inside a Suspense boundary), not with the first script.
 * `name` is also the module's file name: the pre-render finds the component's chunk by it
 * (scripts/prerender.mjs), so that a pre-rendered page fetches its chunks with the first script.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  const Lazy = lazy<ComponentType<P>>(async () => ({ default: (await load())[name] }));
  function LazyNamed(props: P) {
    // Only the pre-render reads it; the browser's build leaves the line out.
    if (import.meta.env.SSR) drawn.add(name);
    return createElement(Lazy, props);
  }
  LazyNamed.displayName = name;
  return LazyNamed;
}
