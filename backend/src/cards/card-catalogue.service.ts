import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { buildSetCodeIndex, type SetCodeIndex } from '../decks/domain/set-codes.js';
import { searchable } from './card-search-text.js';
import type { CardRecord } from './domain/card-record.js';
import type { CardDto, CardHealthDto, CardSearchResultDto } from './dto/card.dto.js';
import type { CardSearchQueryDto } from './dto/card-search-query.dto.js';
import { londonToday } from './london-today.js';
import { SearchCache } from './search-cache.js';

export const DEFAULT_PAGE_SIZE = 20;
const SET_CODES_TTL_MS = 60_000;
const IMPORT_HINT =
  'No cards yet. An admin imports them under Admin → Cards & Formats, or with `npm run cards:import -- <folder or URL of a pokemon-tcg-data checkout>`.';

export interface CardRow {
  data: CardRecord;
  legal_standard_from: string | null;
  legal_expanded_from: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The card catalogue: search, single cards, and the answer shape every card takes. */
@Injectable()
export class CardCatalogueService {
  private setCodes: { index: SetCodeIndex; at: number } | undefined;
  private readonly searches = new SearchCache<{ answer: CardSearchResultDto; json: string }>();

  constructor(private readonly em: EntityManager) {}

  /** The answer as JSON text: cached answers are serialised once, not on every request. */
  async searchJson(query: CardSearchQueryDto): Promise<string> {
    return (await this.cachedSearch(query)).json;
  }

  private async cachedSearch(
    query: CardSearchQueryDto,
  ): Promise<{ answer: CardSearchResultDto; json: string }> {
    const today = londonToday();
    const key = JSON.stringify([
      today,
      query.page,
      query.pageSize,
      query.q?.trim(),
      query.supertype,
      query.type,
      query.set,
      query.rarity,
      query.legal,
    ]);
    const cached = this.searches.get(key);
    if (cached) return cached;
    const answer = await this.runSearch(query, today);
    const entry = { answer, json: JSON.stringify(answer) };
    this.searches.set(key, entry);
    return entry;
  }

  private async runSearch(query: CardSearchQueryDto, today: string): Promise<CardSearchResultDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const where: string[] = [];
    const params: unknown[] = [];

    if (query.supertype) {
      where.push('c.supertype = ?');
      params.push(query.supertype);
    }
    if (query.type) {
      where.push('c.types @> array[?]::text[]');
      params.push(query.type);
    }
    if (query.set) {
      const setIds = await this.setIdsFor(query.set);
      where.push('c.set_id in (select jsonb_array_elements_text(?::jsonb))');
      params.push(JSON.stringify(setIds));
    }
    if (query.rarity?.trim()) {
      where.push('lower(c.rarity) = lower(?)');
      params.push(query.rarity.trim());
    }
    if (query.legal) {
      where.push(
        `c.${query.legal === 'standard' ? 'legal_standard_from' : 'legal_expanded_from'} <= ?::date`,
      );
      params.push(today);
    }
    /** Name matches first (exact, prefix, contains, near miss), then game-text matches. */
    let hits = '';
    const hitParams: unknown[] = [];
    let rank = '';
    const rankParams: unknown[] = [];
    const text = query.q ? searchable(query.q) : '';
    if (text) {
      const like = `%${escapeLike(text)}%`;
      // Each way of matching uses its own index (a union beats one OR that forces a full scan); the tag says
      // which way matched, so name similarity is computed only for near misses.
      hits = `hits as (
        select id, min(tag) as tag from (
          select id, 1 as tag from cards where search_name like ?
          union all select id, 3 from cards where search_name % ?
          union all select id, 5 from card_texts where search_vector @@ websearch_to_tsquery('english', ?)
        ) found group by id
      ),`;
      hitParams.push(like, text, text);
      rank = `case h.tag
                when 1 then case when c.search_name = ? then 0 when c.search_name like ? then 1 else 2 end
                when 3 then case when similarity(c.search_name, ?) >= 0.5 then 3 else 4 end
                else 5 end`;
      rankParams.push(text, `${escapeLike(text)}%`, text);
    }

    // Sort and count on narrow rows first; only the page's cards are read whole (their data is large).
    const order = `${rank ? 'rank, ' : ''}release_date desc nulls last, set_id, number_sort, id`;
    const sql = `
      with ${hits}
      matches as (
        select c.id, c.release_date, c.set_id, c.number_sort${rank ? `, ${rank} as rank` : ''}
        from cards c ${hits ? 'join hits h on h.id = c.id' : ''}
        ${where.length ? `where ${where.join(' and ')}` : ''}
      ),
      page as (
        select id, row_number() over (order by ${order}) as ord
        from matches
        order by ${order}
        limit ? offset ?
      )
      select t.data, c.legal_standard_from::text, c.legal_expanded_from::text, (select count(*) from matches) as total
      from page join cards c on c.id = page.id join card_texts t on t.id = page.id
      order by page.ord`;
    const rows = await this.em
      .getConnection()
      .execute<(CardRow & { total: string })[]>(sql, [
        ...hitParams,
        ...rankParams,
        ...params,
        pageSize,
        (page - 1) * pageSize,
      ]);
    const filtered = `with ${hits} matches as (select c.id from cards c ${hits ? 'join hits h on h.id = c.id' : ''} ${where.length ? `where ${where.join(' and ')}` : ''})`;
    const total = rows.length
      ? Number(rows[0].total)
      : await this.countBeyondLastPage(filtered, [...hitParams, ...params], page);
    const codes = await this.setCodeIndex();
    return {
      cards: rows.map((row) => this.toDto(row, today, codes.exportCodeFor(row.data.setId))),
      pagination: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
    };
  }

  async get(id: string): Promise<CardDto> {
    const [row] = await this.em.getConnection().execute<CardRow[]>(
      `select t.data, c.legal_standard_from::text, c.legal_expanded_from::text
         from cards c join card_texts t on t.id = c.id where c.id = ?`,
      [id],
    );
    if (!row) throw new NotFoundException(`There is no card with id '${id}'.`);
    const codes = await this.setCodeIndex();
    return this.toDto(row, londonToday(), codes.exportCodeFor(row.data.setId));
  }

  async health(): Promise<CardHealthDto> {
    const [row] = await this.em
      .getConnection()
      .execute<{ sets: string; cards: string }[]>(
        'select (select count(*) from card_sets) as sets, (select count(*) from cards) as cards',
      );
    const cards = Number(row.cards);
    return { status: 'ok', sets: Number(row.sets), cards, ...(cards ? {} : { hint: IMPORT_HINT }) };
  }

  /** Data set ids for a set id or PTCGL code ('sv6', 'TWM', 'PR-SV'). */
  async setIdsFor(setOrCode: string): Promise<string[]> {
    const index = await this.setCodeIndex();
    const byCode = index.setIdsFor(setOrCode.trim());
    return byCode.length ? byCode : [setOrCode.trim().toLowerCase()];
  }

  async setCodeIndex(): Promise<SetCodeIndex> {
    if (!this.setCodes || Date.now() - this.setCodes.at > SET_CODES_TTL_MS) {
      const sets = await this.em
        .getConnection()
        .execute<{ id: string; ptcgoCode: string | null }[]>(
          'select id, ptcgo_code as "ptcgoCode" from card_sets',
        );
      this.setCodes = { index: buildSetCodeIndex(sets), at: Date.now() };
    }
    return this.setCodes.index;
  }

  /** Forget cached set codes and search answers (after an import or a format change). */
  invalidate(): void {
    this.setCodes = undefined;
    this.searches.clear();
  }

  toDto(row: CardRow, today: string, setCode: string): CardDto {
    const card = row.data;
    return {
      id: card.id,
      name: card.name,
      supertype: card.supertype,
      subtypes: card.subtypes,
      hp: card.hp,
      types: card.types,
      evolvesFrom: card.evolvesFrom,
      rulesText: card.rules.join('\n'),
      rules: card.rules,
      abilities: card.abilities,
      attacks: card.attacks,
      weaknesses: card.weaknesses,
      resistances: card.resistances,
      retreatCost: card.retreatCost,
      number: card.number,
      rarity: card.rarity,
      regulationMark: card.regulationMark,
      setId: card.setId,
      setName: card.setName,
      setCode,
      series: card.setSeries,
      releaseDate: card.setReleaseDate,
      artist: card.artist,
      flavorText: card.flavorText,
      nationalPokedexNumbers: card.nationalPokedexNumbers,
      images: {
        small: `/api/pokemon/images/${card.id}/small`,
        large: `/api/pokemon/images/${card.id}/large`,
      },
      legalStd: row.legal_standard_from !== null && row.legal_standard_from <= today,
      legalExp: row.legal_expanded_from !== null && row.legal_expanded_from <= today,
    };
  }

  /** A page past the end still reports the true total. */
  private async countBeyondLastPage(matches: string, params: unknown[], page: number): Promise<number> {
    if (page === 1) return 0;
    const [row] = await this.em
      .getConnection()
      .execute<{ total: string }[]>(`${matches} select count(*) as total from matches`, params);
    return Number(row.total);
  }
}
