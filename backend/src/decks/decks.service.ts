import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { CardCatalogueService, type CardRow } from '../cards/card-catalogue.service.js';
import { CardRowsService } from '../cards/card-rows.service.js';
import type { CardRecord } from '../cards/domain/card-record.js';
import { DECK_NOT_FOUND, ukDay } from '@club/rules';
import type { User } from '../users/user.entity.js';
import { DeckCard, DeckSection } from './deck-card.entity.js';
import { DeckRulesService, type StoredEntry } from './deck-rules.service.js';
import { Deck } from './deck.entity.js';
import { DeckRepository, type StoredCount } from './deck.repository.js';
import { DeckFormat } from './domain/deck-format.js';
import { sectionOf } from './domain/deck-entry.js';
import { exportPtcgl } from './domain/ptcgl-exporter.js';
import { parsePtcgl } from './domain/ptcgl-parser.js';
import {
  resolvePtcglLines,
  type PtcglImport,
  type ResolveOptions,
  type UnresolvedLine,
} from './domain/ptcgl-resolver.js';
import type { CardDto } from '../cards/dto/card.dto.js';
import type {
  ChangeDeckCardDto,
  CreateDeckDto,
  DeckCardInputDto,
  DeckDetailDto,
  DeckSummaryDto,
  UpdateDeckDto,
} from './dto/deck.dto.js';
import { MAX_COPIES_IN_ENTRY } from './dto/deck.dto.js';
import { loadCardLookup } from './catalogue-lookup.js';

/** An import as the API answers it: lines left with candidates carry them as cards. */
export interface PtcglImportAnswer extends PtcglImport {
  unresolved: (UnresolvedLine & { choices?: CardDto[] })[];
}
/** What a deck's answer shows of the deck itself. */
type DeckFields = Pick<Deck, 'id' | 'name' | 'format' | 'notes' | 'createdAt' | 'updatedAt'>;
/** A deck may hold more than 60 while being built (the validator says so), but not without bound. */
const MAX_CARDS_IN_DECK = 200;

@Injectable()
export class DecksService {
  constructor(
    private readonly em: EntityManager,
    private readonly decks: DeckRepository,
    private readonly catalogue: CardCatalogueService,
    private readonly cardRows: CardRowsService,
    private readonly rules: DeckRulesService,
  ) {}

  async list(owner: User): Promise<DeckSummaryDto[]> {
    const decks = await this.em.find(Deck, { owner }, { orderBy: { updatedAt: 'DESC', id: 'DESC' } });
    const counts = await this.cardCounts(decks.map((deck) => deck.id));
    return decks.map((deck) => this.summary(deck, counts.get(deck.id) ?? 0));
  }

  async create(owner: User, dto: CreateDeckDto): Promise<DeckDetailDto> {
    const deck = new Deck(owner, dto.name, dto.format ?? DeckFormat.STANDARD, dto.notes ?? '');
    await this.em.persist(deck).flush();
    return this.detail(deck);
  }

  /** The owner's deck; anyone else is told it does not exist. */
  async ownDeck(owner: User, id: number): Promise<Deck> {
    const deck = await this.em.findOne(Deck, { id, owner });
    if (!deck) throw new NotFoundException(DECK_NOT_FOUND);
    return deck;
  }

  async update(owner: User, id: number, dto: UpdateDeckDto): Promise<DeckDetailDto> {
    const deck = await this.ownDeck(owner, id);
    if (dto.name !== undefined) deck.name = dto.name;
    if (dto.format !== undefined) deck.format = dto.format;
    if (dto.notes !== undefined) deck.notes = dto.notes ?? '';
    await this.em.flush();
    return this.detail(deck);
  }

  async remove(owner: User, id: number): Promise<void> {
    const deck = await this.ownDeck(owner, id);
    await this.em.remove(deck).flush();
  }

  async duplicate(owner: User, id: number): Promise<DeckDetailDto> {
    const original = await this.ownDeck(owner, id);
    const copy = new Deck(owner, `${original.name} (copy)`.slice(0, 100), original.format, original.notes);
    this.em.persist(copy);
    const cards = await this.em.find(DeckCard, { deck: original });
    for (const entry of cards) this.em.persist(new DeckCard(copy, entry.card, entry.section, entry.count));
    await this.em.flush();
    return this.detail(copy);
  }

  /** +1/-1 from the builder, or an absolute count from an import; answers the whole deck. */
  async changeCard(owner: User, id: number, dto: ChangeDeckCardDto): Promise<DeckDetailDto> {
    if ((dto.count === undefined) === (dto.countDelta === undefined)) {
      throw new BadRequestException('Give either countDelta or count, not both.');
    }
    const deck = await this.ownDeck(owner, id);
    const card = await this.catalogue.find(dto.cardId);
    if (!card) throw new BadRequestException(`There is no card with id '${dto.cardId}'.`);
    const expected = sectionOf({ supertype: card.supertype as CardRecord['supertype'] });
    if (dto.section !== (expected as DeckSection)) {
      throw new BadRequestException(
        `${card.name} is ${card.supertype === 'Energy' ? 'an' : 'a'} ${card.supertype} card; it goes in the ${expected} section.`,
      );
    }
    // One transaction with the deck row locked, so two quick clicks add two cards, never one.
    await this.em.transactional(async (em) => {
      const decks = new DeckRepository(em);
      const entry = { deckId: deck.id, cardId: card.id, section: dto.section };
      await decks.lock(deck.id);
      const counts = await decks.counts(entry);
      const before = counts.entry;
      const next = Math.max(0, dto.count ?? before + (dto.countDelta ?? 0));
      if (next > MAX_COPIES_IN_ENTRY) {
        throw new BadRequestException(`A deck holds at most ${MAX_COPIES_IN_ENTRY} copies of one card.`);
      }
      if (counts.deck - before + next > MAX_CARDS_IN_DECK) {
        throw new BadRequestException(`A deck holds at most ${MAX_CARDS_IN_DECK} cards.`);
      }
      await decks.setCount(entry, next);
    });
    await this.em.refresh(deck);
    return this.detail(deck);
  }

  async validateUnsaved(format: DeckFormat, cards: DeckCardInputDto[]) {
    const entries = await this.entriesFor(cards);
    return this.rules.validate(entries, format);
  }

  /** The cards of the owner's deck, as a list to judge or submit. */
  async cardsOf(owner: User, deckId: number): Promise<DeckCardInputDto[]> {
    const deck = await this.ownDeck(owner, deckId);
    const entries = await this.entriesOf(deck.id);
    return entries.map((entry) => ({
      cardId: entry.card.id,
      section: entry.section as DeckSection,
      count: entry.count,
    }));
  }

  /**
   * A list judged in a format on a day (a tournament's), with each line as a deck-list sheet prints it: name and
   * PTCGL set code and number.
   */
  async judgeList(format: DeckFormat, cards: DeckCardInputDto[], day: string) {
    const entries = await this.entriesFor(cards);
    const codes = await this.catalogue.setCodeIndex();
    return {
      validation: await this.rules.validate(entries, format, day),
      lines: entries.map((entry) => ({
        cardId: entry.card.id,
        name: entry.card.name,
        print: `${codes.exportCodeFor(entry.card.setId)} ${entry.card.number}`,
        section: entry.section,
        count: entry.count,
      })),
    };
  }

  /**
   * Reads a pasted list; with a format, a name shared by several cards prefers the one legal on `day`, and with the
   * member's earlier choices (print-choices.service.ts) their pick settles it. A line left with candidates also
   * answers them as cards (`choices`), for the member to pick from.
   */
  async importPtcgl(
    text: string,
    format: DeckFormat | undefined,
    day: string = ukDay(),
    chosenPrint?: ResolveOptions['chosenPrint'],
  ): Promise<PtcglImportAnswer> {
    if (!text.trim()) throw new BadRequestException('Paste a deck list to import.');
    const lines = parsePtcgl(text);
    const codes = await this.catalogue.setCodeIndex();
    const { lookup, rows } = await loadCardLookup(this.cardRows, codes, lines);
    const isLegal = (row: CardRow) => {
      const from = format === DeckFormat.STANDARD ? row.legal_standard_from : row.legal_expanded_from;
      return from !== null && from <= day; // ISO days compare as text
    };
    const preferred = new Set(rows.filter(isLegal).map((row) => row.data.id));
    const imported = await resolvePtcglLines(lines, lookup, {
      chosenPrint,
      ...(format
        ? {
            isPreferred: (card) => preferred.has(card.id),
            preferredAs: `legal in ${format === DeckFormat.STANDARD ? 'Standard' : 'Expanded'}`,
          }
        : {}),
    });
    const byId = new Map(rows.map((row) => [row.data.id, row]));
    const choicesOf = (ids: string[]) =>
      ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [this.catalogue.toDto(row, day, codes.exportCodeFor(row.data.setId))] : [];
      });
    return {
      ...imported,
      unresolved: imported.unresolved.map((line) =>
        line.candidates ? { ...line, choices: choicesOf(line.candidates) } : line,
      ),
    };
  }

  async exportPtcgl(owner: User, deckId: number): Promise<string> {
    const deck = await this.ownDeck(owner, deckId);
    const entries = await this.entriesOf(deck.id);
    const codes = await this.catalogue.setCodeIndex();
    return exportPtcgl(entries, (setId) => codes.exportCodeFor(setId));
  }

  /** The owner's deck in full, read with its entries in one round trip. */
  async ownDetail(owner: User, id: number): Promise<DeckDetailDto> {
    const found = await this.decks.withEntries(id, owner.id);
    if (!found) throw new NotFoundException(DECK_NOT_FOUND);
    const { entries, created_at: createdAt, updated_at: updatedAt, ...deck } = found;
    const platform = this.em.getPlatform();
    const fields = {
      ...deck,
      createdAt: platform.parseDate(createdAt),
      updatedAt: platform.parseDate(updatedAt),
    };
    return this.detailOf(fields, await this.withCards(entries));
  }

  async detail(deck: Deck): Promise<DeckDetailDto> {
    return this.detailOf(deck, await this.entriesOf(deck.id));
  }

  private async detailOf(deck: DeckFields, entries: StoredEntry[]): Promise<DeckDetailDto> {
    const today = ukDay();
    const codes = await this.catalogue.setCodeIndex();
    const validation = await this.rules.validate(entries, deck.format);
    return {
      ...this.summary(deck, validation.metrics.totalCards),
      cards: entries.map((entry) => ({
        ...this.catalogue.toDto(entry.row, today, codes.exportCodeFor(entry.card.setId)),
        section: entry.section,
        count: entry.count,
      })),
      validation,
      odds: this.rules.odds(entries),
    };
  }

  private summary(deck: DeckFields, cardCount: number): DeckSummaryDto {
    return {
      id: deck.id,
      name: deck.name,
      format: deck.format,
      notes: deck.notes,
      cardCount,
      createdAt: deck.createdAt.toISOString(),
      updatedAt: deck.updatedAt.toISOString(),
    };
  }

  /** The deck's entries, by section in the order they were added, with their cards read from the catalogue. */
  private async entriesOf(deckId: number): Promise<StoredEntry[]> {
    return this.withCards(await this.decks.entries(deckId));
  }

  private async withCards(entries: readonly StoredCount[]): Promise<StoredEntry[]> {
    const rows = await this.cardRows.byIds([...new Set(entries.map((entry) => entry.card_id))]);
    const byId = new Map(rows.map((row) => [row.data.id, row]));
    return entries.map((entry) => {
      const row = byId.get(entry.card_id)!;
      return { card: row.data, count: entry.count, section: entry.section, row };
    });
  }

  private async entriesFor(cards: DeckCardInputDto[]): Promise<StoredEntry[]> {
    const ids = [...new Set(cards.map((card) => card.cardId))];
    const rows = await this.cardRows.byIds(ids);
    const byId = new Map(rows.map((row) => [row.data.id, row]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length)
      throw new BadRequestException(`Unknown card ids: ${missing.slice(0, 10).join(', ')}.`);
    return cards.map((card) => {
      const row = byId.get(card.cardId)!;
      return { card: row.data, count: card.count, section: card.section, row };
    });
  }

  private async cardCounts(deckIds: number[]): Promise<Map<number, number>> {
    if (!deckIds.length) return new Map();
    return this.decks.cardCounts(deckIds);
  }
}
