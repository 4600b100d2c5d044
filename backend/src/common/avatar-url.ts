/** Where the site's avatar pictures are: the official artwork of each Pokédex number, as `<number>.png`. */
export const OFFICIAL_ARTWORK_BASE =
  'https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork';

/** Longest avatar URL read; anything longer is left as text, which the avatar's rule refuses. */
const MAX_AVATAR_URL_LENGTH = 2000;
/** The last path segment of an avatar picture: its Pokédex number and '.png' (linear: no nested repetition). */
const AVATAR_FILE = /^(\d{1,4})\.png$/;

/**
 * The Pokédex number an avatar URL ends in, as the spec writes avatars ('…/official-artwork/25.png'): any
 * http(s) address whose last path segment is `<number>.png`. Only the number is kept, never the address, so
 * the host does not matter (the site serves its own official-artwork URL for it). Null when it is no such URL.
 */
export function avatarNumberOf(text: string): number | null {
  if (text.length > MAX_AVATAR_URL_LENGTH || !URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const file = AVATAR_FILE.exec(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
  return file ? Number(file[1]) : null;
}
