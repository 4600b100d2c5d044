/** At most this many tokens are remembered; when full, the memory starts again. */
const MAX_ENTRIES = 10_000;

/** Who an access token speaks for: the account (`sub`) and its session (`sid`). */
export interface TokenClaims {
  readonly sub: number;
  readonly sid: string;
}

/**
 * Access tokens already verified (by passport-jwt, see AccessTokenStrategy), with their claims and expiry. A
 * token's signature does not change, so it is checked once; every later use needs only the expiry check.
 * Checking the signature on every call was the costliest step of a cached answer, and running Passport on every
 * call cost a quarter of one (docs/performance.md).
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The claims of a token verified before and not yet expired. */
  claimsOf(token: string): TokenClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  /** Remembers a token whose signature checked out; `exp` is in seconds, as in the token. */
  remember(token: string, claims: TokenClaims, exp: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { claims, expiresAt: exp * 1000 });
  }
}
