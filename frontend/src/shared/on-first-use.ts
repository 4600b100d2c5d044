/**
 * A value made the first time it is asked for. For Intl formatters: the first one a page makes costs the
 * browser its locale and time-zone data, a long task while the page starts, on a page that may format nothing.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
