import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@club/rules';
import { fileTypeFromBuffer } from 'file-type';
import type { FetchPolicy } from '../common/guarded-fetch.js';

/** Where the data set's image addresses point; they are fetched from CARD_IMAGE_BASE_URL instead. */
const DATA_SET_IMAGE_ORIGIN = 'https://images.pokemontcg.io';
/** For the whole fetch: a visitor waits for it. */
const FETCH_TIMEOUT_MS = 3000;
const MAX_REDIRECTS = 3;

/**
 * Where to fetch the image the card data names: the data set's image host becomes the configured one, which is
 * also taken as it is; any other address (another host, user names in it, not a URL at all) is never fetched.
 */
export function upstreamImageUrl(source: string | undefined, baseUrl: string): URL | undefined {
  if (!source || !URL.canParse(source)) return undefined;
  const url = new URL(source);
  if (url.username || url.password) return undefined;
  if (url.origin === DATA_SET_IMAGE_ORIGIN) return new URL(`${baseUrl}${url.pathname}`);
  return url.origin === new URL(baseUrl).origin ? url : undefined;
}

/** Card images come from the configured image host alone, redirects included. */
export function imageFetchPolicy(baseUrl: string): FetchPolicy {
  const origin = new URL(baseUrl).origin;
  return {
    refusal: (url) =>
      url.origin === origin ? undefined : 'is not the card image host (CARD_IMAGE_BASE_URL)',
    // The host is the operator's choice, not the data's, and may be a mirror on their own network.
    reachable: () => true,
    maxBytes: MAX_IMAGE_BYTES,
    timeoutMs: FETCH_TIMEOUT_MS,
    maxRedirects: MAX_REDIRECTS,
  };
}

/**
 * The type of a PNG, JPEG or WebP picture, read from its bytes, when its declared type is one of those too;
 * undefined for anything else (an SVG, whatever it is labelled, can carry script).
 */
export async function rasterType(body: Buffer, declared: string): Promise<string | undefined> {
  const accepted: readonly string[] = ACCEPTED_IMAGE_TYPES;
  if (!accepted.includes(declared)) return undefined;
  const detected = (await fileTypeFromBuffer(body))?.mime;
  return detected && accepted.includes(detected) ? detected : undefined;
}
