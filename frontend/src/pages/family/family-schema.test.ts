import { describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES, familySchema } from './family-schema';

const messageOf = (fields: { name: string; age: string }) => {
  const result = familySchema.safeParse(fields);
  return result.success ? null : result.error.issues[0].message;
};

describe('familySchema', () => {
  it('asks for both fields', () => {
    expect(messageOf({ name: '', age: '7' })).toBe(FAMILY_MESSAGES.required);
    expect(messageOf({ name: '  ', age: '7' })).toBe('Please fill in all fields');
    expect(messageOf({ name: 'Bonnie', age: '' })).toBe('Please fill in all fields');
  });

  it.each(['-1', '121', '4.5', 'seven', '1e2'])('refuses the age %s', (age) => {
    expect(messageOf({ name: 'Bonnie', age })).toBe('Please enter a valid age');
  });

  it.each([
    ['0', 0],
    ['7', 7],
    [' 120 ', 120],
  ])('accepts the age %s as a whole number', (age, value) => {
    expect(familySchema.parse({ name: ' Bonnie ', age })).toEqual({ name: 'Bonnie', age: value });
  });
});
