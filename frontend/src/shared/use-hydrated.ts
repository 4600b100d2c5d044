import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React takes over a page that the build pre-rendered (and while pre-rendering), true from then on;
 * on a page drawn in the browser, true from the first render. Until a form is hydrated the browser would submit
 * it by itself, as a GET that puts every field, the password too, in the address: a form on a pre-rendered page
 * keeps its submit button disabled until then (a disabled default button also stops submission by Enter).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
