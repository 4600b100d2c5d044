import { describe, expect, it } from 'vitest';
import { USER_FORM_MESSAGES as M, userFormSchema, userFormSummary } from './user-form-schema';

const valid = {
  email: 'brock@example.com',
  password: 'onix123',
  role: 'MEMBER' as const,
  profile: { firstName: 'Brock', lastName: 'Harrison', avatar: 74 },
};

/** Each field's first message, by path, as react-hook-form shows them. */
function errorsOf(values: unknown, creating: boolean): Record<string, string> {
  const result = userFormSchema(creating).safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('userFormSchema', () => {
  it('accepts a complete new user and keeps the record’s other keys', () => {
    expect(errorsOf(valid, true)).toEqual({});
    const record = { ...valid, id: 7, createdAt: '2026-01-01', profile: { ...valid.profile, bio: null } };
    expect(userFormSchema(false).parse(record)).toEqual(record);
  });

  it('requires email, first name and last name, and a password only when creating', () => {
    const empty = { email: ' ', profile: { firstName: '', lastName: undefined } };
    expect(errorsOf(empty, true)).toEqual({
      email: M.required,
      password: M.required,
      'profile.firstName': M.required,
      'profile.lastName': M.required,
    });
    expect(errorsOf(empty, false)).not.toHaveProperty('password');
  });

  it('checks the e-mail format, the password length and the avatar range', () => {
    expect(errorsOf({ ...valid, email: 'brock' }, true).email).toBe(M.email);
    expect(errorsOf({ ...valid, password: '12345' }, true).password).toBe(M.password);
    expect(errorsOf({ ...valid, password: '12345' }, false)).toEqual({});
    expect(errorsOf({ ...valid, profile: { ...valid.profile, avatar: 0 } }, true)['profile.avatar']).toBe(
      M.avatar,
    );
    expect(errorsOf({ ...valid, profile: { ...valid.profile, avatar: 1026 } }, true)['profile.avatar']).toBe(
      M.avatar,
    );
    expect(errorsOf({ ...valid, profile: { ...valid.profile, avatar: 1025 } }, true)).toEqual({});
    expect(errorsOf({ ...valid, profile: { ...valid.profile, avatar: null } }, true)).toEqual({});
  });
});

describe('userFormSummary', () => {
  it('prefers the missing-fields message', () => {
    expect(
      userFormSummary({ ...valid, email: 'brock', profile: { ...valid.profile, lastName: '' } }, true),
    ).toBe(M.required);
    expect(userFormSummary({ ...valid, password: '12345' }, true)).toBe(M.password);
    expect(userFormSummary(valid, true)).toBeUndefined();
  });
});
