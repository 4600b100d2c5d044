import { describe, expect, it } from 'vitest';
import { DASHBOARD_MIN_FAMILY_AGE, FAMILY_MESSAGES, familySchema, familySchemaFrom } from './family-schema';

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

describe("the dashboard's family form (ages from 1)", () => {
  const dashboard = familySchemaFrom(DASHBOARD_MIN_FAMILY_AGE);
  it('refuses 0 with the age message and takes 1 to 120', () => {
    const zero = dashboard.safeParse({ name: 'Bonnie', age: '0' });
    expect(zero.success ? null : zero.error.issues[0].message).toBe('Please enter a valid age');
    expect(dashboard.parse({ name: 'Bonnie', age: '1' }).age).toBe(1);
    expect(dashboard.parse({ name: 'Bonnie', age: '120' }).age).toBe(120);
  });
});
