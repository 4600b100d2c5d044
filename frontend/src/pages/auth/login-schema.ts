import { z } from 'zod';
import { requiredText } from '../../shared/form-rules';

/** Login (spec 1 §5): e-mail and password required; nothing further beyond what the server returns. */
export const LOGIN_FIELD_MESSAGES = {
  email: 'Please enter your email',
  password: 'Please enter your password',
} as const;

export const loginSchema = z.object({
  email: requiredText(LOGIN_FIELD_MESSAGES.email),
  password: z.string().min(1, LOGIN_FIELD_MESSAGES.password),
  rememberMe: z.boolean(),
});

export type LoginFields = z.input<typeof loginSchema>;

export const EMPTY_LOGIN: LoginFields = { email: '', password: '', rememberMe: false };
