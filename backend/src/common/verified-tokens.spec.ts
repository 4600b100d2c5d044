import { VerifiedTokens } from './verified-tokens.js';

describe('VerifiedTokens', () => {
  let now = 1_000_000;
  const tokens = new VerifiedTokens(() => now);
  const claims = { sub: 7, sid: '6f1c2a52-3b9e-4c57-9a55-0d1b8f0e2a11' };

  it('knows nothing of a token it was not given', () => {
    expect(tokens.claimsOf('never-seen')).toBeUndefined();
  });

  it('gives the claims of a remembered token until the second it expires', () => {
    tokens.remember('a', claims, 1_060); // expires at 1,060 s
    expect(tokens.claimsOf('a')).toEqual(claims);
    now = 1_059_999;
    expect(tokens.claimsOf('a')).toEqual(claims);
    now = 1_060_000;
    expect(tokens.claimsOf('a')).toBeUndefined();
    now = 1_000_000;
    expect(tokens.claimsOf('a')).toBeUndefined(); // forgotten once seen expired
  });
});
