import type { EntityManager } from '@mikro-orm/postgresql';
import type { CardRecord } from '../cards/domain/card-record.js';
import type { CardLookup } from './domain/card-lookup.js';
import {
  numberKey,
  prefixedNumberKey,
  withoutLeadingZeros,
  type SetCodeIndex,
} from '../cards/domain/set-codes.js';

/** The PTCGL importer's view of the catalogue, answered from PostgreSQL (one query per set and per name). */
export class SqlCardLookup implements CardLookup {
  private readonly setCards = new Map<string, Promise<CardRecord[]>>();

  constructor(
    private readonly em: EntityManager,
    private readonly codes: SetCodeIndex,
  ) {}

  async setIdsForCode(code: string): Promise<string[]> {
    return this.codes.setIdsFor(code);
  }

  async bySetAndNumber(setId: string, number: string): Promise<CardRecord | undefined> {
    const cards = await this.cardsOfSet(setId);
    const wanted = numberKey(number);
    const exact = cards.find((card) => numberKey(card.number) === wanted);
    if (exact) return exact;
    // A bare number finds the one print whose number is that number behind a letter prefix ('152' → 'SWSH152').
    if (!/^\d+[a-z]?$/i.test(number)) return undefined;
    const bare = withoutLeadingZeros(number).toLowerCase();
    const prefixed = cards.filter((card) => prefixedNumberKey(card.number) === bare);
    return prefixed.length === 1 ? prefixed[0] : undefined;
  }

  async byLookupName(key: string): Promise<CardRecord[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ data: CardRecord }[]>(
        'select t.data from cards c join card_texts t on t.id = c.id where c.name_key = ?',
        [key],
      );
    return rows.map((row) => row.data);
  }

  exportCodeFor(setId: string): string {
    return this.codes.exportCodeFor(setId);
  }

  private cardsOfSet(setId: string): Promise<CardRecord[]> {
    let cards = this.setCards.get(setId);
    if (!cards) {
      cards = this.em
        .getConnection()
        .execute<{ data: CardRecord }[]>(
          'select t.data from cards c join card_texts t on t.id = c.id where c.set_id = ?',
          [setId],
        )
        .then((rows) => rows.map((row) => row.data));
      this.setCards.set(setId, cards);
    }
    return cards;
  }
}
