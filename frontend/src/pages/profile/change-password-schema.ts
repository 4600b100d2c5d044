import { FILL_IN_PASSWORD_FIELDS, PASSWORD_CHANGED } from '@club/rules';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../shared/server-rules';

/** The change-password messages (spec 2 §5, §8), word for word. */
export const PASSWORD_MESSAGES = {
  required: FILL_IN_PASSWORD_FIELDS,
  mismatch: 'New passwords do not match',
  tooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  changed: PASSWORD_CHANGED,
  failed: 'Failed to change password',
  network: 'Failed to change password. Please try again.',
} as const;

/** The form shows one message: the first broken rule in the spec's order. */
export const PASSWORD_RULE_ORDER = [
  PASSWORD_MESSAGES.required,
  PASSWORD_MESSAGES.mismatch,
  PASSWORD_MESSAGES.tooShort,
] as const;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_MESSAGES.required),
    newPassword: z
      .string()
      .min(1, PASSWORD_MESSAGES.required)
      .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort),
    confirmPassword: z.string().min(1, PASSWORD_MESSAGES.required),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export type ChangePasswordFields = z.input<typeof changePasswordSchema>;

export const EMPTY_PASSWORDS: ChangePasswordFields = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
