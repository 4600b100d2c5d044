import { describe, expect, it } from 'vitest';
import { isValidEmail, SIGNUP_MESSAGES, validateSignup, type SignupFields } from './signup-rules';

const valid: SignupFields = {
  firstName: 'Ash',
  lastName: 'Ketchum',
  email: 'ash@example.org',
  password: 'pikachu',
  confirmPassword: 'pikachu',
};

describe('validateSignup', () => {
  it('accepts a complete, consistent form', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it.each(['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const)(
    'requires %s',
    (field) => {
      expect(validateSignup({ ...valid, [field]: '' })).toBe('All fields are required');
    },
  );

  it('treats names and email made of spaces as missing', () => {
    expect(validateSignup({ ...valid, firstName: '   ' })).toBe(SIGNUP_MESSAGES.required);
    expect(validateSignup({ ...valid, email: ' ' })).toBe(SIGNUP_MESSAGES.required);
  });

  it('requires matching passwords', () => {
    expect(validateSignup({ ...valid, confirmPassword: 'pikachu!' })).toBe('Passwords do not match');
  });

  it('requires at least 6 characters, and accepts exactly 6', () => {
    expect(validateSignup({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(validateSignup({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('requires a valid email address', () => {
    expect(validateSignup({ ...valid, email: 'ash.example.org' })).toBe('Please enter a valid email address');
  });

  it('reports the rules in the spec order: required, match, length, email', () => {
    expect(validateSignup({ ...valid, lastName: '', password: 'a', confirmPassword: 'b' })).toBe(
      SIGNUP_MESSAGES.required,
    );
    expect(validateSignup({ ...valid, email: 'bad', password: 'a', confirmPassword: 'b' })).toBe(
      SIGNUP_MESSAGES.mismatch,
    );
    expect(validateSignup({ ...valid, email: 'bad', password: 'a', confirmPassword: 'a' })).toBe(
      SIGNUP_MESSAGES.tooShort,
    );
  });
});

describe('isValidEmail', () => {
  it.each(['ash@example.org', 'a.b+c@club.co.uk', ' misty@cerulean.gym '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'ash', 'ash@', '@example.org', 'ash@example', 'ash @example.org', 'a@b@c.d'])(
    'rejects %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
