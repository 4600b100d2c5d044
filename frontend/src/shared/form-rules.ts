import { ACCEPTED_IMAGE_TYPES, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '@club/rules';
import { z } from 'zod';

/** Pieces of the forms' zod schemas that several forms use. Limits the server also checks: server-rules.ts. */

/** A simple something@something.something pattern, as the spec asks (spec 1 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;

/**
 * A picture the server will take by its size and declared type, refused with the server's own words before
 * megabytes go up the line; the server still checks what the bytes really are.
 */
export const imageFile = z
  .instanceof(File)
  .refine(
    (file) => file.type === '' || (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type),
    NOT_AN_IMAGE,
  )
  .refine((file) => file.size <= MAX_IMAGE_BYTES, IMAGE_TOO_LARGE);

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
