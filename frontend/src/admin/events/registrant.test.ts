import { describe, expect, it } from 'vitest';
import { registrantEmail, registrantName } from './registrant';

const ash = { email: 'ash@example.org', profile: { firstName: 'Ash', lastName: 'Ketchum' } };

describe('a registration’s person (spec 2 §3)', () => {
  it('names a member and their e-mail', () => {
    expect(registrantName({ user: ash })).toBe('Ash Ketchum');
    expect(registrantEmail({ user: ash })).toBe('ash@example.org');
  });

  it('names a family member with age and member, with the member’s e-mail', () => {
    const reg = { familyMember: { name: 'Bonnie', age: 7, owner: ash } };
    expect(registrantName(reg)).toBe('Bonnie, age 7 (family of Ash Ketchum)');
    expect(registrantEmail(reg)).toBe('ash@example.org');
  });

  it('falls back to Unknown User and No email available', () => {
    expect(registrantName({})).toBe('Unknown User');
    expect(registrantEmail({})).toBe('No email available');
    expect(registrantName({ user: { email: null, profile: null } })).toBe('Unknown User');
    expect(registrantEmail({ user: { email: '', profile: null } })).toBe('No email available');
  });
});
