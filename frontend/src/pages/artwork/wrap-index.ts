/** The index `step` places from `index` in a list of `count`, wrapping past either end (the lightbox's arrows). */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}
