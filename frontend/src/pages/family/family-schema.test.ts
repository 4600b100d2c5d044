import { describe, expect, it } from 'vitest';
import { DASHBOARD_MIN_FAMILY_AGE, FAMILY_MESSAGES, familySchema, familySchemaFrom } from './family-schema';

const blank = { birthYear: '', birthDate: '', playerId: '' };
const messageOf = (fields: {
  name: string;
  age: string;
  birthYear?: string;
  birthDate?: string;
  playerId?: string;
}) => {
  const result = familySchema.safeParse({ ...blank, ...fields });
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
    expect(familySchema.parse({ ...blank, name: ' Bonnie ', age })).toEqual({
      name: 'Bonnie',
      age: value,
      birthYear: null,
      birthDate: null,
      playerId: null,
    });
  });

  it('takes the year from a date of birth, and a Player ID as digits', () => {
    expect(
      familySchema.parse({
        name: 'Bonnie',
        age: '9',
        birthYear: '2001',
        birthDate: '2016-04-02',
        playerId: ' 5152458 ',
      }),
    ).toEqual({ name: 'Bonnie', age: 9, birthYear: 2016, birthDate: '2016-04-02', playerId: '5152458' });
  });

  it.each([
    [{ birthYear: '16' }, FAMILY_MESSAGES.birthYear],
    [{ birthDate: '2016-02-30' }, FAMILY_MESSAGES.birthDate],
    [{ playerId: '51-52' }, FAMILY_MESSAGES.playerId],
  ])('refuses %o', (fields, message) => {
    expect(messageOf({ name: 'Bonnie', age: '9', ...fields })).toBe(message);
  });
});

describe("the dashboard's family form (ages from 1)", () => {
  const dashboard = familySchemaFrom(DASHBOARD_MIN_FAMILY_AGE);
  it('refuses 0 with the age message and takes 1 to 120', () => {
    const zero = dashboard.safeParse({ ...blank, name: 'Bonnie', age: '0' });
    expect(zero.success ? null : zero.error.issues[0].message).toBe('Please enter a valid age');
    expect(dashboard.parse({ ...blank, name: 'Bonnie', age: '1' }).age).toBe(1);
    expect(dashboard.parse({ ...blank, name: 'Bonnie', age: '120' }).age).toBe(120);
  });
});
