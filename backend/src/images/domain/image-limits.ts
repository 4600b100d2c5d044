/**
 * The server's own limits on uploaded pictures. What a picture may be (its size and formats, and their messages) the
 * forms check too: @club/rules' image-rules.ts.
 */
/** Pictures per piece of artwork, and per upload request. */
export const MAX_IMAGES_PER_PIECE = 8;
/**
 * Pixels a picture may have, read from its header before anything is decoded: 40 megapixels covers phone
 * cameras (a 48-megapixel photo is larger than 5 MB anyway) while one decoded picture stays under 160 MB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The largest side of each size served; smaller pictures are never enlarged. */
export const DISPLAY_SIDE = 1600;
export const THUMBNAIL_SIDE = 480;

export const TOO_MANY_IMAGES = `At most ${MAX_IMAGES_PER_PIECE} images at once.`;
export const TOO_MANY_PIXELS = `Each image may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
