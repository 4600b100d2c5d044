import { ALL_FIELDS_REQUIRED, VALID_EMAIL } from '@club/rules';
import { z } from 'zod';
import { DEFAULT_AVATAR } from '../../shared/avatars';
import { EMAIL_PATTERN, requiredText } from '../../shared/form-rules';
import { MIN_PASSWORD_LENGTH } from '../../shared/server-rules';

/** The sign-up messages of spec 1 §5, word for word; the server checks the same rules again. */
export const SIGNUP_MESSAGES = {
  required: ALL_FIELDS_REQUIRED,
  mismatch: 'Passwords do not match',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  email: VALID_EMAIL,
} as const;

/** The form shows one message: the first broken rule in the spec's order. */
export const SIGNUP_RULE_ORDER = [
  SIGNUP_MESSAGES.required,
  SIGNUP_MESSAGES.mismatch,
  SIGNUP_MESSAGES.tooShort,
  SIGNUP_MESSAGES.email,
] as const;

export const signupSchema = z
  .object({
    avatar: z.number().int(),
    firstName: requiredText(SIGNUP_MESSAGES.required),
    lastName: requiredText(SIGNUP_MESSAGES.required),
    email: requiredText(SIGNUP_MESSAGES.required).regex(EMAIL_PATTERN, SIGNUP_MESSAGES.email),
    password: z.string().min(1, SIGNUP_MESSAGES.required).min(MIN_PASSWORD_LENGTH, SIGNUP_MESSAGES.tooShort),
    confirmPassword: z.string().min(1, SIGNUP_MESSAGES.required),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: SIGNUP_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export type SignupFields = z.input<typeof signupSchema>;

export const EMPTY_SIGNUP: SignupFields = {
  avatar: DEFAULT_AVATAR,
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};
