/** At most this many tokens are remembered; when full, the memory starts again. */
const MAX_ENTRIES = 10_000;

/**
 * Access tokens already verified (by passport-jwt, see AccessTokenStrategy), with their subject and expiry. A
 * token's signature does not change, so it is checked once; every later use needs only the expiry check.
 * Checking the signature on every call was the costliest step of a cached answer, and running Passport on every
 * call cost a quarter of one (docs/performance.md).
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { sub: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The subject of a token verified before and not yet expired. */
  subjectOf(token: string): number | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.sub;
    this.entries.delete(token);
    return undefined;
  }

  /** Remembers a token whose signature checked out; `exp` is in seconds, as in the token. */
  remember(token: string, sub: number, exp: number | undefined): void {
    if (typeof exp !== 'number') return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { sub, expiresAt: exp * 1000 });
  }
}
