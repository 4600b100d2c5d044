import { z } from 'zod';
import { zSignupDto } from '../api/generated/zod.gen';

/**
 * Rules that the site's forms, the admin's forms and the server share. A limit the server checks is
 * read from the zod schemas generated from backend/openapi.json (the DTO's decorators), never typed
 * again here: change the DTO, regenerate, and every form follows. form-rules.test.ts holds each limit
 * equal to the number the spec's messages name.
 */

/** The shortest password the server accepts (SignupDto's, the same in every DTO that takes one). */
export const MIN_PASSWORD_LENGTH = zSignupDto.shape.password.minLength ?? 0;

const avatarNumber = zSignupDto.shape.avatar.unwrap().unwrap();
/** The Pokédex numbers the server accepts as avatar. */
export const MIN_AVATAR = avatarNumber.minValue ?? Number.NEGATIVE_INFINITY;
export const MAX_AVATAR = avatarNumber.maxValue ?? Number.POSITIVE_INFINITY;

/** A simple something@something.something pattern, as the spec asks (spec 1 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Text that must not be blank, trimmed on the way out; `message` when it is missing. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

/**
 * The message to show when a form shows one message for all its fields: the first of `order` that
 * any field carries (react-hook-form keeps one error per field, in the schema's order).
 */
export function firstMessage(
  errors: Record<string, { message?: unknown } | undefined>,
  order: readonly string[],
): string | null {
  const present = new Set(Object.values(errors).map((error) => error?.message));
  return order.find((message) => present.has(message)) ?? null;
}
