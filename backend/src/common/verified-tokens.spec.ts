import { VerifiedTokens } from './verified-tokens.js';

describe('VerifiedTokens', () => {
  let now = 1_000_000;
  const tokens = new VerifiedTokens(() => now);

  it('knows nothing of a token it was not given', () => {
    expect(tokens.subjectOf('never-seen')).toBeUndefined();
  });

  it('gives the subject of a remembered token until the second it expires', () => {
    tokens.remember('a', 7, 1_060); // expires at 1,060 s
    expect(tokens.subjectOf('a')).toBe(7);
    now = 1_059_999;
    expect(tokens.subjectOf('a')).toBe(7);
    now = 1_060_000;
    expect(tokens.subjectOf('a')).toBeUndefined();
    now = 1_000_000;
    expect(tokens.subjectOf('a')).toBeUndefined(); // forgotten once seen expired
  });

  it('does not remember a token without an expiry', () => {
    tokens.remember('b', 8, undefined);
    expect(tokens.subjectOf('b')).toBeUndefined();
  });
});
