import { z } from 'zod';

/** Pieces of the forms' zod schemas that several forms use. Limits the server also checks: server-rules.ts. */

/** A simple something@something.something pattern, as the spec asks (spec 1 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;

/** The server's limit on each picture (backend/src/images/domain/image-limits.ts), checked before the upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A picture the server will take by its size and declared type, refused with the server's own words before
 * megabytes go up the line; the server still checks what the bytes really are.
 */
export const imageFile = z
  .instanceof(File)
  .refine(
    (file) => file.type === '' || (IMAGE_TYPES as readonly string[]).includes(file.type),
    'Images must be JPEG, PNG or WebP pictures.',
  )
  .refine((file) => file.size <= MAX_IMAGE_BYTES, 'Each image must be at most 5 MB.');

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
