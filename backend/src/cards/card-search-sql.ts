// The card search's statements as text, run by CardRepository alone (raw SQL lives in repositories).

/** What a card search asks for, already normalised (text searchable, set codes resolved to set ids). */
export interface CardSearchFilters {
  /** Lower case, accents removed; '' for none. */
  text: string;
  supertype?: string;
  type?: string;
  setIds?: string[];
  rarity?: string;
  legal?: 'standard' | 'expanded';
  /** The club's date ('YYYY-MM-DD'), for `legal`. */
  today: string;
}

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A PostgreSQL array literal of texts ('{"sv6","sv6pt5"}'). */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

const newestFirst = (alias: string) =>
  `${alias}.release_date desc nulls last, ${alias}.set_id, ${alias}.number_sort, ${alias}.id`;

/** The columns of `cards` a page is sorted by and answers with. */
const PAGE_COLUMNS = [
  'id',
  'release_date',
  'set_id',
  'number_sort',
  'legal_standard_from',
  'legal_expanded_from',
];
const pageColumns = (alias = '') =>
  PAGE_COLUMNS.map((column) => (alias ? `${alias}.${column}` : column)).join(', ');

function filterConditions(filters: CardSearchFilters): SqlStatement {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filters.supertype) {
    where.push('c.supertype = ?');
    params.push(filters.supertype);
  }
  if (filters.type) {
    where.push('c.types @> array[?]::text[]');
    params.push(filters.type);
  }
  if (filters.setIds) {
    // An array, not a subquery: the planner then knows how few cards a set has.
    where.push('c.set_id = any(?::text[])');
    params.push(textArray(filters.setIds));
  }
  if (filters.rarity) {
    where.push('lower(c.rarity) = lower(?)');
    params.push(filters.rarity);
  }
  if (filters.legal) {
    where.push(
      `c.${filters.legal === 'standard' ? 'legal_standard_from' : 'legal_expanded_from'} <= ?::date`,
    );
    params.push(filters.today);
  }
  return { sql: where.map((condition) => ` and ${condition}`).join(''), params };
}

/**
 * The cards matching the text, each once with its rank: name matches first (exact, prefix, contains, near
 * miss), then game-text matches. Each way of matching is its own scan of `cards` through its own index, with the
 * filters applied in each (one OR across the indexes would recheck every row with the costly similarity test);
 * the rank is the best way a card matched, so name similarity is computed only for near misses.
 */
function textMatches(text: string, filters: SqlStatement): SqlStatement {
  const contains = `%${escapeLike(text)}%`;
  const prefix = `${escapeLike(text)}%`;
  const sql = `select ${pageColumns()}, min(rank) as rank
    from (
      select ${pageColumns('c')},
          case when c.search_name = ? then 0 when c.search_name like ? then 1 else 2 end as rank
        from cards c where c.search_name like ?${filters.sql}
      union all
      select ${pageColumns('c')}, case when similarity(c.search_name, ?) >= 0.5 then 3 else 4 end
        from cards c where c.search_name % ?${filters.sql}
      union all
      select ${pageColumns('c')}, 5
        from cards c where c.search_vector @@ websearch_to_tsquery('english', ?)${filters.sql}
    ) found
    group by ${pageColumns()}`;
  return {
    sql,
    params: [
      ...[text, prefix, contains, ...filters.params],
      ...[text, text, ...filters.params],
      ...[text, ...filters.params],
    ],
  };
}

/** The cards matching the filters, each with the rank of its text match (0 without text). */
function matchesOf(filters: CardSearchFilters): SqlStatement {
  const conditions = filterConditions(filters);
  return filters.text
    ? textMatches(filters.text, conditions)
    : {
        sql: `select ${pageColumns('c')}, 0 as rank from cards c where true${conditions.sql}`,
        params: conditions.params,
      };
}

/**
 * One page of the search's cards, best text match first, then newest sets first. Without text, the page walks the
 * newest-first index and stops after the page, instead of sorting every match.
 */
export function searchPageSql(filters: CardSearchFilters, page: number, pageSize: number): SqlStatement {
  const matches = matchesOf(filters);
  // Only the page's ids and legality: the cards' answers are put together from their kept rows (CardRowsService).
  const sql = `select c.id, c.legal_standard_from::text, c.legal_expanded_from::text
    from (${matches.sql}) c
    order by c.rank, ${newestFirst('c')}
    limit ? offset ?`;
  return { sql, params: [...matches.params, pageSize, (page - 1) * pageSize] };
}

/** The number of cards the search matches on all pages. */
export function searchCountSql(filters: CardSearchFilters): SqlStatement {
  const matches = matchesOf(filters);
  return { sql: `select count(*)::int as total from (${matches.sql}) m`, params: matches.params };
}
