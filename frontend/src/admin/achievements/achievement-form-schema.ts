import { z } from 'zod';
import type { FieldValues } from 'react-hook-form';

/** Translation keys (i18n/en.ts). */
export const ACHIEVEMENT_MESSAGES = {
  required: 'club.achievements.validation.required',
  onePerson: 'club.achievements.validation.onePerson',
  place: 'club.achievements.validation.place',
} as const;

const M = ACHIEVEMENT_MESSAGES;
const filled = z.string({ error: M.required }).trim().min(1, M.required);
const optionalId = z.number().int().positive().nullish();

/**
 * The achievement form (spec 2 §5): title, date and a member or a family member required (exactly
 * one: an achievement is one person's); place 1 to 3 or empty. Other keys pass through.
 */
export const achievementFormSchema = z
  .looseObject({
    type: z.enum(['TOURNAMENT_WIN', 'CASUAL_WIN', 'COMPETITION_WIN']).default('TOURNAMENT_WIN'),
    title: filled,
    date: filled,
    place: z.number({ error: M.place }).int(M.place).min(1, M.place).max(3, M.place).nullish(),
    userId: optionalId,
    familyMemberId: optionalId,
  })
  .superRefine((values, context) => {
    const people = [values.userId, values.familyMemberId].filter((id) => id != null).length;
    if (people === 0) context.addIssue({ code: 'custom', message: M.required, path: ['userId'] });
    if (people === 2) context.addIssue({ code: 'custom', message: M.onePerson, path: ['familyMemberId'] });
  });

export function achievementFormSummary(values: FieldValues): string | undefined {
  const result = achievementFormSchema.safeParse(values);
  if (result.success) return undefined;
  const messages = result.error.issues.map((issue) => issue.message);
  return [M.required, M.onePerson, M.place].find((message) => messages.includes(message));
}

/** The served date may carry a time; the form's day input and the API want the day. */
export function toAchievementRecord<T extends FieldValues>(values: T): T {
  const date = typeof values.date === 'string' ? values.date.slice(0, 10) : values.date;
  return {
    ...values,
    date,
    place: values.place ?? null,
    userId: values.userId ?? null,
    familyMemberId: values.familyMemberId ?? null,
  };
}
