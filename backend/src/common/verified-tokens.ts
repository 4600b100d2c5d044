/** At most this many tokens are remembered per strategy; when full, the memory starts again. */
const MAX_ENTRIES = 10_000;

/**
 * passport-jwt's verifier (`Strategy.JwtVerifier`): checks a token's signature and claims with the strategy's
 * key and options, and calls back with its payload.
 */
export type TokenVerifier = (
  token: string,
  key: unknown,
  options: { maxAge?: unknown },
  done: (error: Error | null, payload?: unknown) => void,
) => void;

interface Verified {
  key: unknown;
  payload: object;
  expiresAt: number;
}

/**
 * Wraps passport-jwt's verifier so that a token whose signature checked out is not checked again until it
 * expires: its signature cannot change, so every later use needs only the expiry check. Checking the signature
 * on every call was the costliest step of a cached answer.
 *
 * Each strategy (known by its options object) has its own memory, and a token counts as verified only with the
 * key it was checked with, so the memory never lets through what the wrapped verifier would refuse: a token is
 * remembered only while it is unexpired, and never under a `maxAge` option (which can end it before `exp`).
 */
export function rememberVerifiedTokens(verify: TokenVerifier, now: () => number = Date.now): TokenVerifier {
  const memories = new WeakMap<object, Map<string, Verified>>();
  return (token, key, options, done) => {
    let memory = memories.get(options);
    if (!memory) memories.set(options, (memory = new Map()));
    const known = memory.get(token);
    if (known && known.key === key) {
      if (known.expiresAt > now()) return done(null, known.payload);
      memory.delete(token);
    }
    verify(token, key, options, (error, payload) => {
      const exp = expiryOf(payload);
      if (!error && exp !== undefined && options.maxAge === undefined) {
        if (memory.size >= MAX_ENTRIES) memory.clear();
        memory.set(token, { key, payload: payload as object, expiresAt: exp * 1000 });
      }
      done(error, payload);
    });
  };
}

/** A payload's `exp` (seconds), when it has one. */
function expiryOf(payload: unknown): number | undefined {
  if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return undefined;
  return typeof payload.exp === 'number' ? payload.exp : undefined;
}
