import { describe, expect, it } from 'vitest';
import { USER_FORM_MESSAGES as M, userFormSummary, validateUserForm } from './validate-user-form';

const valid = {
  email: 'brock@example.com',
  password: 'onix123',
  role: 'MEMBER' as const,
  profile: { firstName: 'Brock', lastName: 'Harrison', avatar: 74 },
};

describe('validateUserForm', () => {
  it('accepts a complete new user', () => {
    expect(validateUserForm(valid, true)).toEqual({});
  });

  it('requires email, first name and last name, and a password only when creating', () => {
    const empty = { email: ' ', profile: { firstName: '', lastName: undefined } };
    expect(validateUserForm(empty, true)).toEqual({
      email: M.required,
      password: M.required,
      profile: { firstName: M.required, lastName: M.required },
    });
    expect(validateUserForm(empty, false)).not.toHaveProperty('password');
  });

  it('checks the e-mail format, the password length and the avatar range', () => {
    expect(validateUserForm({ ...valid, email: 'brock' }, true).email).toBe(M.email);
    expect(validateUserForm({ ...valid, password: '12345' }, true).password).toBe(M.password);
    expect(validateUserForm({ ...valid, password: '12345' }, false)).toEqual({});
    expect(
      validateUserForm({ ...valid, profile: { ...valid.profile, avatar: 0 } }, true).profile?.avatar,
    ).toBe(M.avatar);
    expect(
      validateUserForm({ ...valid, profile: { ...valid.profile, avatar: 1026 } }, true).profile?.avatar,
    ).toBe(M.avatar);
    expect(validateUserForm({ ...valid, profile: { ...valid.profile, avatar: 1025 } }, true)).toEqual({});
  });
});

describe('userFormSummary', () => {
  it('prefers the missing-fields message', () => {
    expect(userFormSummary({ email: M.email, profile: { lastName: M.required } })).toBe(M.required);
    expect(userFormSummary({ password: M.password })).toBe(M.password);
    expect(userFormSummary({})).toBeUndefined();
  });
});
