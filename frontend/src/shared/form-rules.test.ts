import { describe, expect, it } from 'vitest';
import { zChangePasswordDto, zCreateUserDto, zSignupDto } from '../api/generated/zod.gen';
import { EMAIL_PATTERN, firstMessage, MAX_AVATAR, MIN_AVATAR, MIN_PASSWORD_LENGTH } from './form-rules';

const user = { email: 'brock@example.com', password: 'onix123', firstName: 'Brock', lastName: 'Harrison' };

describe('rules shared with the server', () => {
  it("take the password minimum from the server's DTOs, the 6 that the spec's messages name", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(zChangePasswordDto.shape.newPassword.minLength).toBe(MIN_PASSWORD_LENGTH);
    expect(zCreateUserDto.shape.password.minLength).toBe(MIN_PASSWORD_LENGTH);
    expect(zSignupDto.shape.password.minLength).toBe(MIN_PASSWORD_LENGTH);
  });

  it('take the avatar range from the server, every Pokédex number up to 1025', () => {
    expect([MIN_AVATAR, MAX_AVATAR]).toEqual([1, 1025]);
    expect(zCreateUserDto.safeParse({ ...user, avatar: MAX_AVATAR }).success).toBe(true);
    expect(zCreateUserDto.safeParse({ ...user, avatar: MAX_AVATAR + 1 }).success).toBe(false);
  });
});

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
});

describe('firstMessage', () => {
  it('picks the earliest message of the given order that any field carries', () => {
    const errors = { a: { message: 'short' }, b: { message: 'required' }, c: undefined };
    expect(firstMessage(errors, ['required', 'short'])).toBe('required');
    expect(firstMessage({ a: { message: 'short' } }, ['required', 'short'])).toBe('short');
    expect(firstMessage({}, ['required'])).toBeNull();
  });
});
