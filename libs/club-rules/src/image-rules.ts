/**
 * What an uploaded picture may be (spec: pieces of artwork and trade photos; the limits are the club's choice). The
 * server checks the bytes; the forms refuse a picture by its size and declared type before it goes up the line.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The formats accepted (the server recognises them by their content, never by name or declared type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const IMAGE_TOO_LARGE = `Each image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;
export const NOT_AN_IMAGE = 'Images must be JPEG, PNG or WebP pictures.';
