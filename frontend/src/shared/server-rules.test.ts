import { describe, expect, it } from 'vitest';
import {
  zChangePasswordDto,
  zCreateFamilyMemberDto,
  zCreateUserDto,
  zSignupDto,
  zUpdateFamilyMemberDto,
} from '../api/generated/zod.gen';
import { MAX_AVATAR, MAX_FAMILY_AGE, MIN_AVATAR, MIN_FAMILY_AGE, MIN_PASSWORD_LENGTH } from './server-rules';

const user = { email: 'brock@example.com', password: 'onix123' };
const profile = { firstName: 'Brock', lastName: 'Harrison' };

describe('rules shared with the server', () => {
  it("take the password minimum from the server's DTOs, the 6 that the spec's messages name", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(zChangePasswordDto.shape.newPassword.minLength).toBe(MIN_PASSWORD_LENGTH);
    expect(zCreateUserDto.shape.password.minLength).toBe(MIN_PASSWORD_LENGTH);
    expect(zSignupDto.shape.password.minLength).toBe(MIN_PASSWORD_LENGTH);
  });

  it('take the avatar range from the server, every Pokédex number up to 1025', () => {
    expect([MIN_AVATAR, MAX_AVATAR]).toEqual([1, 1025]);
    expect(zCreateUserDto.safeParse({ ...user, profile: { ...profile, avatar: MAX_AVATAR } }).success).toBe(
      true,
    );
    expect(
      zCreateUserDto.safeParse({ ...user, profile: { ...profile, avatar: MAX_AVATAR + 1 } }).success,
    ).toBe(false);
    expect(zSignupDto.safeParse({ ...user, ...profile, avatar: MAX_AVATAR + 1 }).success).toBe(false);
  });

  it('take the family member ages from the server, the 0 to 120 of the spec (spec 2 §5)', () => {
    expect([MIN_FAMILY_AGE, MAX_FAMILY_AGE]).toEqual([0, 120]);
    expect(zUpdateFamilyMemberDto.shape.age.unwrap().maxValue).toBe(MAX_FAMILY_AGE);
    expect(zCreateFamilyMemberDto.safeParse({ name: 'Lily', age: 4.5 }).success).toBe(false);
  });
});
