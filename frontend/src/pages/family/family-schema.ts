import { birthYearOf, FILL_IN_ALL_FIELDS, VALID_AGE, VALID_BIRTH_DATE, VALID_PLAYER_ID } from '@club/rules';
import { z } from 'zod';
import { optionalBirthDate, optionalPlayerId } from '../profile/profile-schema';
import { MAX_BIRTH_YEAR, MAX_FAMILY_AGE, MIN_BIRTH_YEAR, MIN_FAMILY_AGE } from '../../shared/server-rules';

/** The family member messages (spec 2 §5, §8), word for word. */
export const FAMILY_MESSAGES = {
  required: FILL_IN_ALL_FIELDS,
  age: VALID_AGE,
  birthYear: 'Please enter a valid birth year',
  birthDate: VALID_BIRTH_DATE,
  playerId: VALID_PLAYER_ID,
  added: 'Family member added successfully',
  updated: 'Family member updated successfully',
  saveFailed: 'Failed to save family member',
  deleted: 'Family member deleted successfully',
  deleteFailed: 'Failed to delete family member',
  deleteConfirm: 'Are you sure you want to delete this family member?',
} as const;

/** The form shows one message: missing fields first. */
export const FAMILY_RULE_ORDER = [
  FAMILY_MESSAGES.required,
  FAMILY_MESSAGES.age,
  FAMILY_MESSAGES.birthYear,
  FAMILY_MESSAGES.birthDate,
  FAMILY_MESSAGES.playerId,
] as const;

const WHOLE_NUMBER = /^\d+$/;

/** The dashboard's family form takes ages from 1 (spec 2 §5, §9); the profile's from 0, as the server does. */
export const DASHBOARD_MIN_FAMILY_AGE = 1;

/**
 * Name and age both required; the age a whole number from `minAge` to 120 (the server takes 0 to 120). The
 * age is typed as text, so '4.5', '-1' and '121' are all 'Please enter a valid age'. For sanctioned
 * tournaments, optionally: birth year (the age division), date of birth (sets the year) and Play! Pokémon
 * Player ID.
 */
export function familySchemaFrom(minAge: number) {
  return (
    z
      .object({
        name: z.string().trim().min(1, FAMILY_MESSAGES.required),
        age: z
          .string()
          .trim()
          .min(1, FAMILY_MESSAGES.required)
          .refine((age) => WHOLE_NUMBER.test(age), FAMILY_MESSAGES.age)
          .transform(Number)
          .refine((age) => age >= minAge && age <= MAX_FAMILY_AGE, FAMILY_MESSAGES.age),
        birthYear: z
          .string()
          .trim()
          .refine(
            (year) =>
              year === '' || (WHOLE_NUMBER.test(year) && +year >= MIN_BIRTH_YEAR && +year <= MAX_BIRTH_YEAR),
            FAMILY_MESSAGES.birthYear,
          ),
        birthDate: optionalBirthDate(FAMILY_MESSAGES.birthDate),
        playerId: optionalPlayerId(FAMILY_MESSAGES.playerId),
      })
      // A date of birth sets the year; the server refuses a year that disagrees.
      .transform(({ birthYear, birthDate, playerId, ...rest }) => ({
        ...rest,
        birthYear: birthDate ? birthYearOf(birthDate) : birthYear ? Number(birthYear) : null,
        birthDate: birthDate || null,
        playerId: playerId || null,
      }))
  );
}

export const familySchema = familySchemaFrom(MIN_FAMILY_AGE);

export type FamilyFields = z.input<typeof familySchema>;
export type FamilyValues = z.output<typeof familySchema>;

export const EMPTY_FAMILY: FamilyFields = { name: '', age: '', birthYear: '', birthDate: '', playerId: '' };

/** What the dialog edits of a family member. */
export interface FamilyMemberFields {
  name: string;
  age: number;
  birthYear: number | null;
  birthDate: string | null;
  playerId: string | null;
}

export function familyFields(member: FamilyMemberFields): FamilyFields {
  return {
    name: member.name,
    age: String(member.age),
    birthYear: member.birthYear === null ? '' : String(member.birthYear),
    birthDate: member.birthDate ?? '',
    playerId: member.playerId ?? '',
  };
}
