import { rememberVerifiedTokens, type TokenVerifier } from './verified-tokens.js';

describe('rememberVerifiedTokens', () => {
  const key = { name: 'the key' };
  const options = {};
  let now = 1_000_000;
  let checks = 0;
  /** Accepts every token named 'good…' with an expiry of 1,060 s, and counts its checks. */
  const check: TokenVerifier = (token, _key, _options, done) => {
    checks++;
    if (token.startsWith('good')) done(null, { sub: 7, exp: 1_060 });
    else done(new Error('invalid signature'));
  };

  function verify(verifier: TokenVerifier, token: string, withKey: unknown = key, withOptions = options) {
    let result: { error: Error | null; payload?: unknown } | undefined;
    verifier(token, withKey, withOptions, (error, payload) => (result = { error, payload }));
    return result!;
  }

  beforeEach(() => {
    now = 1_000_000;
    checks = 0;
  });

  it('checks a token once, then answers from memory until the second it expires', () => {
    const verifier = rememberVerifiedTokens(check, () => now);
    expect(verify(verifier, 'good-a').payload).toEqual({ sub: 7, exp: 1_060 });
    now = 1_059_999;
    expect(verify(verifier, 'good-a').payload).toEqual({ sub: 7, exp: 1_060 });
    expect(checks).toBe(1);
    now = 1_060_000;
    verify(verifier, 'good-a');
    expect(checks).toBe(2); // expired: checked again (and refused by the real verifier in life)
  });

  it('remembers no refusal', () => {
    const verifier = rememberVerifiedTokens(check, () => now);
    expect(verify(verifier, 'bad').error?.message).toBe('invalid signature');
    expect(verify(verifier, 'bad').error?.message).toBe('invalid signature');
    expect(checks).toBe(2);
  });

  it('checks again under another key or another strategy (options)', () => {
    const verifier = rememberVerifiedTokens(check, () => now);
    verify(verifier, 'good-b');
    verify(verifier, 'good-b', { name: 'another key' });
    verify(verifier, 'good-b', key, {});
    expect(checks).toBe(3);
  });

  it('does not remember tokens without an expiry, or under maxAge', () => {
    const noExpiry: TokenVerifier = (_token, _key, _options, done) => (checks++, done(null, { sub: 8 }));
    const verifier = rememberVerifiedTokens(noExpiry, () => now);
    verify(verifier, 'c');
    verify(verifier, 'c');
    const withMaxAge = rememberVerifiedTokens(check, () => now);
    const maxAge = { maxAge: '5m' };
    verify(withMaxAge, 'good-d', key, maxAge);
    verify(withMaxAge, 'good-d', key, maxAge);
    expect(checks).toBe(4);
  });
});
