/** What an uploaded picture may be (spec: pieces of artwork and trade photos; limits are the club's choice). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Pictures per piece of artwork, and per upload request. */
export const MAX_IMAGES_PER_PIECE = 8;
/**
 * Pixels a picture may have, read from its header before anything is decoded: 40 megapixels covers phone
 * cameras (a 48-megapixel photo is larger than 5 MB anyway) while one decoded picture stays under 160 MB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The formats accepted, recognised by their content (never by name or declared type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The largest side of each size served; smaller pictures are never enlarged. */
export const DISPLAY_SIDE = 1600;
export const THUMBNAIL_SIDE = 480;

export const IMAGE_TOO_LARGE = 'Each image must be at most 5 MB.';
export const TOO_MANY_IMAGES = `At most ${MAX_IMAGES_PER_PIECE} images at once.`;
export const NOT_AN_IMAGE = 'Images must be JPEG, PNG or WebP pictures.';
export const TOO_MANY_PIXELS = `Each image may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
