import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstMessage } from '../../shared/form-rules';
import {
  EMPTY_SIGNUP,
  SIGNUP_MESSAGES,
  SIGNUP_RULE_ORDER,
  signupSchema,
  type SignupFields,
} from './signup-schema';

const valid: SignupFields = {
  ...EMPTY_SIGNUP,
  firstName: 'Ash',
  lastName: 'Ketchum',
  email: 'ash@example.org',
  password: 'pikachu',
  confirmPassword: 'pikachu',
};

/** The one message the sign-up form shows, from the errors react-hook-form gets through the resolver. */
async function problem(values: SignupFields): Promise<string | null> {
  const { errors } = await zodResolver(signupSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return firstMessage(errors, SIGNUP_RULE_ORDER);
}

describe('signupSchema', () => {
  it('accepts a complete, consistent form and trims names and email', async () => {
    expect(await problem(valid)).toBeNull();
    expect(signupSchema.parse({ ...valid, firstName: ' Ash ', email: ' ash@example.org ' })).toMatchObject({
      firstName: 'Ash',
      email: 'ash@example.org',
    });
  });

  it('has the spec’s messages, word for word', () => {
    expect(SIGNUP_MESSAGES).toEqual({
      required: 'All fields are required',
      mismatch: 'Passwords do not match',
      tooShort: 'Password must be at least 6 characters long',
      email: 'Please enter a valid email address',
    });
  });

  it.each(['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const)(
    'requires %s',
    async (field) => {
      expect(await problem({ ...valid, [field]: '' })).toBe('All fields are required');
    },
  );

  it('treats names and email made of spaces as missing', async () => {
    expect(await problem({ ...valid, firstName: '   ' })).toBe(SIGNUP_MESSAGES.required);
    expect(await problem({ ...valid, email: ' ' })).toBe(SIGNUP_MESSAGES.required);
  });

  it('requires matching passwords', async () => {
    expect(await problem({ ...valid, confirmPassword: 'pikachu!' })).toBe('Passwords do not match');
  });

  it('requires at least 6 characters, and accepts exactly 6', async () => {
    expect(await problem({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(await problem({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('requires a valid email address', async () => {
    expect(await problem({ ...valid, email: 'ash.example.org' })).toBe('Please enter a valid email address');
  });

  it('reports the rules in the spec order: required, match, length, email', async () => {
    expect(await problem({ ...valid, lastName: '', password: 'a', confirmPassword: 'b' })).toBe(
      SIGNUP_MESSAGES.required,
    );
    expect(await problem({ ...valid, email: 'bad', password: 'a', confirmPassword: 'b' })).toBe(
      SIGNUP_MESSAGES.mismatch,
    );
    expect(await problem({ ...valid, email: 'bad', password: 'a', confirmPassword: 'a' })).toBe(
      SIGNUP_MESSAGES.tooShort,
    );
  });
});
