/**
 * `tournament-pairings` shuffles the players with `Math.random` before matching, so two runs on the same
 * standings may pair differently. The desk pairs offline and the server checks the same rules: both must draw
 * the same pairing from the same state (docs/adr/0051). The draw stays a shuffle, seeded from the state.
 */

/** A 32-bit FNV-1a hash of a text: the seed of a state. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: a small, well-spread generator of numbers in [0, 1) from a 32-bit seed. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Runs a synchronous `draw` with `Math.random` seeded by `seed`, restored after (nothing else runs in between:
 * the draw never awaits).
 */
export function withSeededRandom<T>(seed: number, draw: () => T): T {
  const original = Math.random;
  Math.random = mulberry32(seed);
  try {
    return draw();
  } finally {
    Math.random = original;
  }
}
