import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EncodedBody, type BodyEncoding } from '../common/encoded-body.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import { buildSetCodeIndex, type SetCodeIndex } from './domain/set-codes.js';
import { CardAnswers, cardAnswerOf, isLegalOn, type PageCard } from './card-answers.js';
import { announceCatalogueChange, CATALOGUE_CHANGED } from './catalogue-changes.js';
import { cardSearchSql, type CardSearchFilters } from './card-search-sql.js';
import { Card } from './card.entity.js';
import { searchable } from './card-search-text.js';
import type { CardRecord } from './domain/card-record.js';
import type { CardDto, CardHealthDto } from './dto/card.dto.js';
import type { CardSearchQueryDto } from './dto/card-search-query.dto.js';
import { ukDay } from '@club/rules';
import { refreshLegality } from './legality-refresh.js';
import { SearchCache } from './search-cache.js';

export const DEFAULT_PAGE_SIZE = 20;
const SET_CODES_TTL_MS = 60_000;
/** Numbers of matches per filter: a few hundred bytes each. */
const TOTALS_BUDGET_BYTES = 1024 * 1024;
const IMPORT_HINT =
  'No cards yet. An admin imports them under Admin → Cards & Formats, or with `npm run cards:import -- <folder or URL of a pokemon-tcg-data checkout>`.';

export interface CardRow {
  data: CardRecord;
  legal_standard_from: string | null;
  legal_expanded_from: string | null;
}

/** The card catalogue: search, single cards, and the answer shape every card takes. */
@Injectable()
export class CardCatalogueService {
  private setCodes: { index: SetCodeIndex; at: number } | undefined;
  private readonly searches: SearchCache<EncodedBody>;
  private readonly totals = new SearchCache<number>(TOTALS_BUDGET_BYTES, () => 8);
  private readonly answers: CardAnswers;

  constructor(
    private readonly em: EntityManager,
    notifications: DatabaseNotifications,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Half the budget each: whole answers (compressed, a few KB each) and cards' answers (about 1 KB each).
    this.searches = new SearchCache<EncodedBody>(config.searchCacheBytes / 2, (answer) => answer.bytes);
    this.answers = new CardAnswers(config.searchCacheBytes / 2);
    // Sent by every import (admin area or command line) and format change, from any server.
    notifications.on(CATALOGUE_CHANGED, () => this.forgetAnswers());
    // Changes may have gone unheard while notifications were down.
    notifications.onListeningChange(() => this.forgetAnswers());
  }

  /**
   * The answer as a JSON body ready to send in the given encoding. Answers are kept serialised (and compressed
   * once per encoding); while one is being computed, the same search from other members waits for it instead
   * of running again.
   */
  async searchAnswer(query: CardSearchQueryDto, encoding: BodyEncoding): Promise<Buffer> {
    const filters = await this.filtersOf(query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filterKey = JSON.stringify(filters);
    const key = `${page}/${pageSize}/${filterKey}`;
    const answer = await this.searches.getOrCreate(key, () =>
      this.runSearch(filters, filterKey, page, pageSize),
    );
    const body = answer.as(encoding);
    this.searches.resized(key, answer);
    return body;
  }

  private async filtersOf(query: CardSearchQueryDto): Promise<CardSearchFilters> {
    const rarity = query.rarity?.trim();
    return {
      text: query.q ? searchable(query.q) : '',
      supertype: query.supertype,
      type: query.type,
      setIds: query.set?.trim() ? await this.setIdsFor(query.set) : undefined,
      rarity: rarity || undefined,
      legal: query.legal,
      today: ukDay(),
    };
  }

  /** The answer, shaped as CardSearchResultDto. */
  private async runSearch(
    filters: CardSearchFilters,
    filterKey: string,
    page: number,
    pageSize: number,
  ): Promise<EncodedBody> {
    const statements = cardSearchSql(filters, page, pageSize);
    const connection = this.em.getConnection();
    // The number of matches does not depend on the page: 'Load More' reuses it.
    const [cards, total] = await Promise.all([
      connection.execute<PageCard[]>(statements.page.sql, statements.page.params),
      this.totals.getOrCreate(filterKey, async () => {
        const [row] = await connection.execute<{ total: number }[]>(
          statements.count.sql,
          statements.count.params,
        );
        return row.total;
      }),
    ]);
    const pagination = { page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    const cardsJson = await this.answers.jsonArray(this.em, cards, filters.today, () => this.setCodeIndex());
    return new EncodedBody(Buffer.from(`{"cards":${cardsJson},"pagination":${JSON.stringify(pagination)}}`));
  }

  /** The card's row, or null: for callers that answer a missing card in their own words. */
  find(id: string): Promise<Card | null> {
    return this.em.findOne(Card, { id });
  }

  async get(id: string): Promise<CardDto> {
    const [row] = await this.em.getConnection().execute<CardRow[]>(
      `select t.data, c.legal_standard_from::text, c.legal_expanded_from::text
         from cards c join card_texts t on t.id = c.id where c.id = ?`,
      [id],
    );
    if (!row) throw new NotFoundException(`There is no card with id '${id}'.`);
    const codes = await this.setCodeIndex();
    return this.toDto(row, ukDay(), codes.exportCodeFor(row.data.setId));
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

  /**
   * After a format changed, inside the transaction that changed it: recomputes every card's legality and
   * announces the change to every server on commit.
   */
  async formatsChanged(em: EntityManager): Promise<void> {
    await refreshLegality(em);
    await announceCatalogueChange(em);
  }

  /**
   * Forgets this server's answers at once, after an import or a format change made here. The change itself
   * announces to every server (announceCatalogueChange), which is heard here too, a moment later.
   */
  forgetAnswers(): void {
    this.setCodes = undefined;
    this.searches.clear();
    this.totals.clear();
    this.answers.clear();
  }

  toDto(row: CardRow, today: string, setCode: string): CardDto {
    return {
      ...cardAnswerOf(row.data, setCode),
      legalStd: isLegalOn(row.legal_standard_from, today),
      legalExp: isLegalOn(row.legal_expanded_from, today),
    };
  }
}
