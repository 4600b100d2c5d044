import { MAX_IMAGE_BYTES } from '@club/rules';

/** The longest `data:` URL of a picture: its base64 text of at most MAX_IMAGE_BYTES, and a short header. */
export const MAX_IMAGE_DATA_URL_LENGTH = 64 + Math.ceil(MAX_IMAGE_BYTES / 3) * 4;
/** A picture written as a `data:` URL (what the spec's artwork form sends); one anchored pass, no nesting. */
const IMAGE_DATA_URL = /^data:image\/[a-z0-9.+-]{1,40};base64,[A-Za-z0-9+/]*={0,2}$/;

export const IMAGE_DATA_URL_PROBLEM =
  'Each image must be an uploaded image or a picture as a data:image/…;base64, URL.';

/** Whether `text` is a picture's `data:` URL within the size limit (the length is checked before the pattern). */
export function isImageDataUrl(text: unknown): text is string {
  return typeof text === 'string' && text.length <= MAX_IMAGE_DATA_URL_LENGTH && IMAGE_DATA_URL.test(text);
}

/** The bytes of a `data:` URL that passed `isImageDataUrl` (its declared type is ignored: content decides). */
export function imageDataUrlBytes(text: string): Buffer {
  return Buffer.from(text.slice(text.indexOf(',') + 1), 'base64');
}
