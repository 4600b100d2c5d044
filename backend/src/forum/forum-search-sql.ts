import { ACCENTED_LETTERS, PLAIN_LETTERS } from './domain/search-words.js';

/** Folds a text column or parameter the same way on both sides of a search: lower case, no accents. */
export function foldedSql(expression: string): string {
  return `translate(lower(${expression}), '${ACCENTED_LETTERS}', '${PLAIN_LETTERS}')`;
}

/**
 * The stored search vector of a post: title words weigh more than content words, so a post about a word
 * ranks above one that mentions it. PostgreSQL writes it (a generated column) and a GIN index serves it.
 */
export const POST_SEARCH_VECTOR_SQL =
  `setweight(to_tsvector('english', ${foldedSql('title')}), 'A') || ` +
  `setweight(to_tsvector('english', ${foldedSql('content')}), 'B')`;

/** The member's search as a tsquery (the parameter is prefixQuery's text). */
export const SEARCH_QUERY_SQL = `to_tsquery('english', ${foldedSql('?')})`;
