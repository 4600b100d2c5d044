import { FILL_IN_ALL_FIELDS, VALID_AGE } from '@club/rules';
import { z } from 'zod';
import { MAX_FAMILY_AGE, MIN_FAMILY_AGE } from '../../shared/server-rules';

/** The family member messages (spec 2 §5, §8), word for word. */
export const FAMILY_MESSAGES = {
  required: FILL_IN_ALL_FIELDS,
  age: VALID_AGE,
  added: 'Family member added successfully',
  updated: 'Family member updated successfully',
  saveFailed: 'Failed to save family member',
  deleted: 'Family member deleted successfully',
  deleteFailed: 'Failed to delete family member',
  deleteConfirm: 'Are you sure you want to delete this family member?',
} as const;

/** The form shows one message: missing fields first. */
export const FAMILY_RULE_ORDER = [FAMILY_MESSAGES.required, FAMILY_MESSAGES.age] as const;

const WHOLE_NUMBER = /^\d+$/;

/** The dashboard's family form takes ages from 1 (spec 2 §5, §9); the profile's from 0, as the server does. */
export const DASHBOARD_MIN_FAMILY_AGE = 1;

/**
 * Name and age both required; the age a whole number from `minAge` to 120 (the server takes 0 to 120). The
 * age is typed as text, so '4.5', '-1' and '121' are all 'Please enter a valid age'.
 */
export function familySchemaFrom(minAge: number) {
  return z.object({
    name: z.string().trim().min(1, FAMILY_MESSAGES.required),
    age: z
      .string()
      .trim()
      .min(1, FAMILY_MESSAGES.required)
      .refine((age) => WHOLE_NUMBER.test(age), FAMILY_MESSAGES.age)
      .transform(Number)
      .refine((age) => age >= minAge && age <= MAX_FAMILY_AGE, FAMILY_MESSAGES.age),
  });
}

export const familySchema = familySchemaFrom(MIN_FAMILY_AGE);

export type FamilyFields = z.input<typeof familySchema>;
export type FamilyValues = z.output<typeof familySchema>;

export const EMPTY_FAMILY: FamilyFields = { name: '', age: '' };

export function familyFields(member: { name: string; age: number }): FamilyFields {
  return { name: member.name, age: String(member.age) };
}
