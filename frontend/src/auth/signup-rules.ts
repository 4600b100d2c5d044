/** Client-side sign-up rules of spec 1 §5, checked in this order; the server checks them again. */
export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const MIN_PASSWORD_LENGTH = 6;

export const SIGNUP_MESSAGES = {
  required: 'All fields are required',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
  email: 'Please enter a valid email address',
} as const;

/** A simple something@something.something pattern, as the spec asks. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The first broken rule's message, or null when the form may be sent. */
export function validateSignup(fields: SignupFields): string | null {
  const { firstName, lastName, email, password, confirmPassword } = fields;
  if (
    [firstName, lastName, email].some((v) => v.trim() === '') ||
    password === '' ||
    confirmPassword === ''
  ) {
    return SIGNUP_MESSAGES.required;
  }
  if (password !== confirmPassword) return SIGNUP_MESSAGES.mismatch;
  if (password.length < MIN_PASSWORD_LENGTH) return SIGNUP_MESSAGES.tooShort;
  if (!isValidEmail(email)) return SIGNUP_MESSAGES.email;
  return null;
}
