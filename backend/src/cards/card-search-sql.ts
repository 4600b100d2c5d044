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

const newestFirst = (alias: string) =>
  `${alias}.release_date desc nulls last, ${alias}.set_id, ${alias}.number_sort, ${alias}.id`;

/**
 * The two statements of a search: one page of cards (full records) and the number of matches.
 * Name matches come first (exact, prefix, contains, near miss), then game-text matches, newest sets first.
 * Without text, the page walks the newest-first index and stops after the page, instead of sorting every match.
 */
export function cardSearchSql(
  filters: CardSearchFilters,
  page: number,
  pageSize: number,
): { page: SqlStatement; count: SqlStatement } {
  const where: string[] = [];
  const whereParams: unknown[] = [];
  if (filters.supertype) {
    where.push('c.supertype = ?');
    whereParams.push(filters.supertype);
  }
  if (filters.type) {
    where.push('c.types @> array[?]::text[]');
    whereParams.push(filters.type);
  }
  if (filters.setIds) {
    where.push('c.set_id in (select jsonb_array_elements_text(?::jsonb))');
    whereParams.push(JSON.stringify(filters.setIds));
  }
  if (filters.rarity) {
    where.push('lower(c.rarity) = lower(?)');
    whereParams.push(filters.rarity);
  }
  if (filters.legal) {
    where.push(
      `c.${filters.legal === 'standard' ? 'legal_standard_from' : 'legal_expanded_from'} <= ?::date`,
    );
    whereParams.push(filters.today);
  }
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';

  let withHits = '';
  let joinHits = '';
  const hitParams: unknown[] = [];
  let rank = '';
  const rankParams: unknown[] = [];
  const text = filters.text;
  if (text) {
    // Each way of matching uses its own index (a union beats one OR that forces a full scan); the tag says
    // which way matched, so name similarity is computed only for near misses.
    withHits = `with hits as (
      select id, min(tag) as tag from (
        select id, 1 as tag from cards where search_name like ?
        union all select id, 3 from cards where search_name % ?
        union all select id, 5 from card_texts where search_vector @@ websearch_to_tsquery('english', ?)
      ) found group by id
    )`;
    joinHits = 'join hits h on h.id = c.id';
    hitParams.push(`%${escapeLike(text)}%`, text, text);
    rank = `case h.tag
        when 1 then case when c.search_name = ? then 0 when c.search_name like ? then 1 else 2 end
        when 3 then case when similarity(c.search_name, ?) >= 0.5 then 3 else 4 end
        else 5 end`;
    rankParams.push(text, `${escapeLike(text)}%`, text);
  }

  // The page is chosen on the narrow cards table; only its cards' full records are read.
  const pageSql = `${withHits}
    select t.data, p.legal_standard_from::text, p.legal_expanded_from::text
    from (
      select c.id, c.release_date, c.set_id, c.number_sort, c.legal_standard_from, c.legal_expanded_from
        ${rank ? `, ${rank} as rank` : ''}
      from cards c ${joinHits}
      ${whereSql}
      order by ${rank ? 'rank, ' : ''}${newestFirst('c')}
      limit ? offset ?
    ) p
    join card_texts t on t.id = p.id
    order by ${rank ? 'p.rank, ' : ''}${newestFirst('p')}`;
  const countSql = `${withHits} select count(*)::int as total from cards c ${joinHits} ${whereSql}`;
  return {
    page: {
      sql: pageSql,
      params: [...hitParams, ...rankParams, ...whereParams, pageSize, (page - 1) * pageSize],
    },
    count: { sql: countSql, params: [...hitParams, ...whereParams] },
  };
}
