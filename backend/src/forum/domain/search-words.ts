/**
 * Forum search: what members type becomes a PostgreSQL full-text query (English stemming), every word
 * required and the last one matched as a prefix, so results show while a word is still being typed.
 * Plain TypeScript, so the rules are tested without a database.
 */

/** Accented letters and their plain forms, folded on both sides so 'Pokemon' finds 'Pokémon'. */
export const ACCENTED_LETTERS = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
export const PLAIN_LETTERS = 'aaaaaaceeeeiiiinooooouuuuyy';

/** At most this many words count; the rest of a long search adds nothing but cost. */
export const MAX_SEARCH_WORDS = 10;

/** The words of a search: runs of letters and digits, anything else (quotes, operators, markup) dropped. */
export function searchWords(search: string): string[] {
  return (search.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The query in to_tsquery syntax: `deck & build:*`. Only letters and digits reach it, so nothing a member
 * types can be read as query syntax. Undefined when the search has no words.
 */
export function prefixQuery(search: string): string | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
