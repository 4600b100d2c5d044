import { Injectable } from '@nestjs/common';
import { CardCatalogueService, type CardRow } from '../cards/card-catalogue.service.js';
import { CardRowsService } from '../cards/card-rows.service.js';
import { lookupNameKey } from '../cards/domain/card-name.js';
import type { CardRecord } from '../cards/domain/card-record.js';
import { checkLegality, type Legality } from '../cards/domain/format.js';
import type { FormatDefinition } from '../formats/domain/format-definition.js';
import { createPrintIndex } from '../cards/domain/print-index.js';
import { ukDay } from '@club/rules';
import { FormatsService } from '../formats/formats.service.js';
import type { DeckEntry } from './domain/deck-entry.js';
import { validateDeck, type DeckValidation } from './domain/deck-validator.js';
import { basicOdds, cardOdds } from './domain/opening-odds.js';
import { isBasicPokemon } from '../cards/domain/card-roles.js';
import type { DeckFormat } from './domain/deck-format.js';
import type { DeckOddsDto } from './dto/deck.dto.js';

/** A deck entry with the stored legality of its card. */
export interface StoredEntry extends DeckEntry {
  row: CardRow;
}

/** Deck entries not legal by their stored legal-from days, and every print of their names (the reprint rule). */
interface IllegalEntries {
  entries: StoredEntry[];
  prints: CardRow[];
}

/** Judges decks: the validator of decks/domain with legality read from the catalogue. */
@Injectable()
export class DeckRulesService {
  constructor(
    private readonly catalogue: CardCatalogueService,
    private readonly cardRows: CardRowsService,
    private readonly formats: FormatsService,
  ) {}

  /** Judges the deck as of `today` (a UK day; a tournament judges on its own day). */
  async validate(
    entries: readonly StoredEntry[],
    formatCode: DeckFormat,
    today: string = ukDay(),
  ): Promise<DeckValidation> {
    // Independent reads side by side: each reaches PostgreSQL only when not kept (formats, set codes, prints).
    const [formats, codes, illegal] = await Promise.all([
      this.formats.definitions(),
      this.catalogue.setCodeIndex(),
      this.illegalEntries(entries, formatCode, today),
    ]);
    const format = formats[formatCode];
    const reasons = this.illegalityReasons(illegal, format, today);
    const legality = (card: CardRecord): Legality => reasons.get(card.id) ?? { legal: true };
    return validateDeck(entries, format, legality, {
      printLabel: (card) => `${codes.exportCodeFor(card.setId)} ${card.number}`,
    });
  }

  odds(entries: readonly DeckEntry[]): DeckOddsDto {
    const deckSize = entries.reduce((sum, entry) => sum + entry.count, 0);
    const basics = entries.reduce((sum, entry) => sum + (isBasicPokemon(entry.card) ? entry.count : 0), 0);
    const copiesById = new Map<string, { card: CardRecord; copies: number }>();
    for (const entry of entries) {
      const known = copiesById.get(entry.card.id);
      copiesById.set(entry.card.id, { card: entry.card, copies: (known?.copies ?? 0) + entry.count });
    }
    const opening = basicOdds(deckSize, basics);
    return {
      openingBasic: deckSize ? opening.atLeastOneBasic : 0,
      mulligan: deckSize ? opening.mulligan : 0,
      cards: [...copiesById.values()].map(({ card, copies }) => {
        const odds = cardOdds({ deckSize, copies, basicPokemon: basics, cardIsBasic: isBasicPokemon(card) });
        return {
          cardId: card.id,
          inOpeningHand: odds.inOpeningHand,
          byFirstTurn: odds.byFirstTurnGoingFirst,
        };
      }),
    };
  }

  /** The entries not legal on `today` by their stored legal-from days, with every print of their names. */
  private async illegalEntries(
    entries: readonly StoredEntry[],
    formatCode: DeckFormat,
    today: string,
  ): Promise<IllegalEntries> {
    const column = legalFromColumn(formatCode);
    const illegal = entries.filter((entry) => {
      const from = entry.row[column];
      return from === null || from > today;
    });
    if (!illegal.length) return { entries: illegal, prints: [] };
    const keys = [...new Set(illegal.map((entry) => lookupNameKey(entry.card.name)))];
    return { entries: illegal, prints: await this.cardRows.byNameKeys(keys) };
  }

  /**
   * The stored legal-from days decide; for a card not legal today the domain's checker explains why, judged
   * against every print with the same name (the reprint rule).
   */
  private illegalityReasons(
    { entries: illegal, prints }: IllegalEntries,
    format: FormatDefinition,
    today: string,
  ) {
    const column = legalFromColumn(format.code);
    const reasons = new Map<string, Legality>();
    if (!illegal.length) return reasons;
    const index = createPrintIndex(prints.map((row) => row.data));
    for (const entry of illegal) {
      const verdict = checkLegality(entry.card, format, index, today);
      const from = entry.row[column];
      reasons.set(
        entry.card.id,
        verdict.legal
          ? {
              legal: false,
              problem: 'not-yet-legal',
              reason: from
                ? `is not legal in ${format.label} until ${from}`
                : `is not legal in ${format.label}`,
            }
          : verdict,
      );
    }
    return reasons;
  }
}

const legalFromColumn = (code: string) =>
  code === 'standard' ? ('legal_standard_from' as const) : ('legal_expanded_from' as const);
