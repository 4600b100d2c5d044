import { z } from 'zod';
import { EMAIL_PATTERN } from '../../shared/form-rules';
import { MAX_AVATAR, MIN_AVATAR, MIN_PASSWORD_LENGTH } from '../../shared/server-rules';

/** Translation keys (i18n/en.ts): react-admin translates an input's error message. */
export const USER_FORM_MESSAGES = {
  required: 'club.users.validation.required',
  email: 'club.users.validation.email',
  password: 'club.users.validation.password',
  avatar: 'club.users.validation.avatar',
} as const;

const M = USER_FORM_MESSAGES;
const requiredText = z.string({ error: M.required }).trim().min(1, M.required);

/**
 * The rules of the admin user dialog (spec 2 §5): email, first name and last name required; a
 * password of at least 6 characters only when creating; the avatar a Pokédex number the server
 * accepts. The record's other keys pass through untouched (react-admin sends the record).
 */
export function userFormSchema(creating: boolean) {
  return z.looseObject({
    email: requiredText.regex(EMAIL_PATTERN, M.email),
    ...(creating
      ? { password: z.string({ error: M.required }).min(1, M.required).min(MIN_PASSWORD_LENGTH, M.password) }
      : {}),
    profile: z.looseObject(
      {
        firstName: requiredText,
        lastName: requiredText,
        avatar: z
          .number({ error: M.avatar })
          .int(M.avatar)
          .min(MIN_AVATAR, M.avatar)
          .max(MAX_AVATAR, M.avatar)
          .nullish(),
      },
      { error: M.required },
    ),
  });
}

/** The one message to toast for a failed submit: missing fields first, else the first other rule. */
export function userFormSummary(values: unknown, creating: boolean): string | undefined {
  const result = userFormSchema(creating).safeParse(values);
  if (result.success) return undefined;
  const messages = result.error.issues.map((issue) => issue.message);
  return messages.includes(M.required) ? M.required : messages[0];
}
