import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { NotifiedCache } from '../caching/notified-cache.js';
import { announce } from '../database/announce.js';
import { DatabaseNotifications } from '../database/notifications/database-notifications.js';
import { FormatsService } from '../formats/formats.service.js';
import { buildSetCodeIndex, type SetCodeIndex } from './domain/set-codes.js';
import { cardAnswerOf, isLegalOn, type PageCard } from './card-answers.js';
import { CardRowsService } from './card-rows.service.js';
import { CATALOGUE_CHANGED } from './cards.tokens.js';
import type { CardSearchFilters } from './card-search-sql.js';
import { Card } from './card.entity.js';
import { CardRepository } from './card.repository.js';
import { searchable } from './card-search-text.js';
import type { CardRecord } from './domain/card-record.js';
import type { CardDto, CardHealthDto, CardSearchResultDto } from './dto/card.dto.js';
import type { CardSearchQueryDto } from './dto/card-search-query.dto.js';
import { ukDay } from '@club/rules';
import { refreshLegality } from './legality-refresh.js';

export const DEFAULT_PAGE_SIZE = 20;
const SET_CODES_TTL_MS = 60_000;
/** Numbers of matches kept (per filter, a few hundred bytes each). */
const TOTALS_KEPT = 4096;
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
  /** The sets' codes, forgotten on a catalogue change (and after a minute: sets are also added by SQL). */
  private readonly setCodes: NotifiedCache<'every set', SetCodeIndex>;
  /** The number of matches per filter: it does not depend on the page, so 'Load More' reuses it. */
  private readonly totals: NotifiedCache<string, number>;

  constructor(
    private readonly em: EntityManager,
    private readonly cards: CardRepository,
    private readonly rows: CardRowsService,
    notifications: DatabaseNotifications,
    formats: FormatsService,
  ) {
    // Every import (admin area or command line) and format change announces a catalogue change, from any server.
    this.setCodes = new NotifiedCache(notifications, { channels: [CATALOGUE_CHANGED], max: 1 });
    this.totals = new NotifiedCache(notifications, { channels: [CATALOGUE_CHANGED], max: TOTALS_KEPT });
    formats.onChange((em) => this.formatsChanged(em));
  }

  /** One page of the search's answer (whole answers are kept by the route's `@PublicCached`). */
  async search(query: CardSearchQueryDto): Promise<CardSearchResultDto> {
    const filters = await this.filtersOf(query);
    return this.runSearch(filters, query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
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

  private async runSearch(
    filters: CardSearchFilters,
    page: number,
    pageSize: number,
  ): Promise<CardSearchResultDto> {
    const [cards, total] = await Promise.all([
      this.cards.searchPage(filters, page, pageSize),
      this.totals.getOrBuild(JSON.stringify(filters), () => this.cards.searchCount(filters)),
    ]);
    return {
      cards: await this.answersOf(cards, filters.today),
      pagination: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
    };
  }

  /** The page's cards from their kept rows, legal as the page's query says (a card deleted meanwhile is left out). */
  private async answersOf(cards: PageCard[], today: string): Promise<CardDto[]> {
    const rows = await this.rows.byIds(cards.map((card) => card.id));
    const codes = await this.setCodeIndex();
    const pageCards = new Map(cards.map((card) => [card.id, card]));
    return rows.map(({ data }) => {
      const { legal_standard_from, legal_expanded_from } = pageCards.get(data.id)!;
      return this.toDto(
        { data, legal_standard_from, legal_expanded_from },
        today,
        codes.exportCodeFor(data.setId),
      );
    });
  }

  /** The card's row, or null: for callers that answer a missing card in their own words. */
  find(id: string): Promise<Card | null> {
    return this.em.findOne(Card, { id });
  }

  async get(id: string): Promise<CardDto> {
    const row = await this.cards.row(id);
    if (!row) throw new NotFoundException(`There is no card with id '${id}'.`);
    const codes = await this.setCodeIndex();
    return this.toDto(row, ukDay(), codes.exportCodeFor(row.data.setId));
  }

  async health(): Promise<CardHealthDto> {
    const { sets, cards } = await this.cards.counts();
    return { status: 'ok', sets, cards, ...(cards ? {} : { hint: IMPORT_HINT }) };
  }

  /** Data set ids for a set id or PTCGL code ('sv6', 'TWM', 'PR-SV'). */
  async setIdsFor(setOrCode: string): Promise<string[]> {
    const index = await this.setCodeIndex();
    const byCode = index.setIdsFor(setOrCode.trim());
    return byCode.length ? byCode : [setOrCode.trim().toLowerCase()];
  }

  setCodeIndex(): Promise<SetCodeIndex> {
    return this.setCodes.getOrBuild('every set', async () => buildSetCodeIndex(await this.cards.setCodes()), {
      ttlMs: SET_CODES_TTL_MS,
    });
  }

  /**
   * After a format changed, inside the transaction that changed it: recomputes every card's legality and
   * announces the change to every server on commit.
   */
  private async formatsChanged(em: EntityManager): Promise<void> {
    await refreshLegality(em);
    await announce(em, CATALOGUE_CHANGED);
  }

  toDto(row: CardRow, today: string, setCode: string): CardDto {
    return {
      ...cardAnswerOf(row.data, setCode),
      legalStd: isLegalOn(row.legal_standard_from, today),
      legalExp: isLegalOn(row.legal_expanded_from, today),
    };
  }
}
