import { z } from 'zod';
import type { FieldValues } from 'react-hook-form';
import { milestoneDate } from '../../shared/content-view';

/** The translation key of the team, milestone and session forms' message (spec 2 §5). */
export const REQUIRED = 'club.content.validation.required';
const YEAR = 'club.content.validation.year';

const filled = z.string({ error: REQUIRED }).trim().min(1, REQUIRED);

/** Team member: name (title) and role required (spec 2 §3, §5). */
export const teamSchema = z.looseObject({ title: filled, role: filled });

/** Milestone: year and title required; the year a four-figure year. */
export const milestoneSchema = z.looseObject({
  title: filled,
  year: z.number({ error: REQUIRED }).int(YEAR).min(1900, YEAR).max(2099, YEAR),
});

/** Session: day (title), time and activity (description) required. */
export const sessionSchema = z.looseObject({ title: filled, time: filled, description: filled });

/** The one message to toast for a failed submit: missing fields first. */
export function summarizeWith(schema: z.ZodType) {
  return (values: FieldValues): string | undefined => {
    const result = schema.safeParse(values);
    if (result.success) return undefined;
    const messages = result.error.issues.map((issue) => issue.message);
    return messages.includes(REQUIRED) ? REQUIRED : messages[0];
  };
}

/** A milestone is written with its date: 1 January of the year typed (spec 2 §3). */
export function withMilestoneDate<T extends FieldValues>(values: T): T {
  return typeof values.year === 'number' ? { ...values, date: milestoneDate(values.year) } : values;
}
