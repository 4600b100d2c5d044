import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, firstMessage } from './form-rules';

describe('EMAIL_PATTERN', () => {
  it.each(['ash@example.org', 'a.b+c@club.co.uk'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(['', 'ash', 'ash@', '@example.org', 'ash@example', 'ash @example.org', 'a@b@c.d'])(
    'rejects %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
  it('refuses a long run of dots at once (no backtracking over every split of the run)', () => {
    const hostile = `ash@${'.'.repeat(20_000)} `;
    const started = performance.now();
    expect(EMAIL_PATTERN.test(hostile)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('firstMessage', () => {
  it('picks the earliest message of the given order that any field carries', () => {
    const errors = { a: { message: 'short' }, b: { message: 'required' }, c: undefined };
    expect(firstMessage(errors, ['required', 'short'])).toBe('required');
    expect(firstMessage({ a: { message: 'short' } }, ['required', 'short'])).toBe('short');
    expect(firstMessage({}, ['required'])).toBeNull();
  });
});
