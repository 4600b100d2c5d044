import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DeckSection } from './deck-card.entity.js';
import type { Deck } from './deck.entity.js';

/** A deck entry as stored: which print, where and how many. */
export interface StoredCount {
  card_id: string;
  section: DeckSection;
  count: number;
}

export interface DeckWithEntriesRow extends Pick<Deck, 'id' | 'name' | 'format' | 'notes'> {
  /** Text: MikroORM leaves PostgreSQL's timestamps unparsed. */
  created_at: string;
  updated_at: string;
  entries: StoredCount[];
}

/** An entry's place in a deck: the print and the section it is counted in. */
export interface EntryKey {
  deckId: number;
  cardId: string;
  section: DeckSection;
}

/** The caller's deck (id, owner) with its entries by section in the order they were added. */
const DECK_WITH_ENTRIES = `select d.id, d.name, d.format, d.notes, d.created_at, d.updated_at,
    coalesce(json_agg(json_build_object('card_id', c.card_id, 'section', c.section, 'count', c.count)
      order by c.section, c.id) filter (where c.id is not null), '[]') as entries
  from decks d left join deck_cards c on c.deck_id = d.id
  where d.id = ? and d.owner_id = ?
  group by d.id`;

/**
 * Decks and their entries as rows: a deck is shown on every change in the builder, so it is read in one round trip
 * without entities. Nest gives it the request's EntityManager; a change of entries makes its own,
 * `new DeckRepository(em)`, over its transaction's: lock, counts and setCount run in that transaction.
 */
@Injectable()
export class DeckRepository {
  constructor(private readonly em: EntityManager) {}

  /** The owner's deck with its entries, or undefined when the owner has no such deck. */
  async withEntries(deckId: number, ownerId: number): Promise<DeckWithEntriesRow | undefined> {
    // Raw SQL: the deck and its entries in one round trip (json_agg).
    const [found] = await this.em
      .getConnection()
      .execute<DeckWithEntriesRow[]>(DECK_WITH_ENTRIES, [deckId, ownerId]);
    return found;
  }

  /** The deck's entries, by section in the order they were added. */
  entries(deckId: number): Promise<StoredCount[]> {
    // Raw SQL: three columns per entry, nothing to track.
    return this.em
      .getConnection()
      .execute<StoredCount[]>(
        'select card_id, section, count from deck_cards where deck_id = ? order by section, id',
        [deckId],
      );
  }

  /** The number of cards in each of these decks (decks without cards are left out). */
  async cardCounts(deckIds: readonly number[]): Promise<Map<number, number>> {
    // Raw SQL: every deck's sum in one round trip, however many decks.
    const rows = await this.em.getConnection().execute<{ deck_id: number; total: string }[]>(
      `select deck_id, sum(count) as total from deck_cards
         where deck_id in (select jsonb_array_elements_text(?::jsonb)::int) group by deck_id`,
      [JSON.stringify(deckIds)],
    );
    return new Map(rows.map((row) => [row.deck_id, Number(row.total)]));
  }

  /** Locks the deck's row until the transaction ends: one change of its entries at a time. */
  async lock(deckId: number): Promise<void> {
    // Raw SQL: a row lock without loading the entity.
    await this.inTransaction('select id from decks where id = ? for update', [deckId]);
  }

  /** The entry's count (0 when the deck has none) and the deck's total, read in the transaction. */
  async counts(entry: EntryKey): Promise<{ entry: number; deck: number }> {
    // Raw SQL: two counts read under the deck's lock, without entities.
    const [current] = await this.inTransaction<{ count: number }[]>(
      'select count from deck_cards where deck_id = ? and card_id = ? and section = ?',
      [entry.deckId, entry.cardId, entry.section],
    );
    const [{ total }] = await this.inTransaction<{ total: string }[]>(
      'select coalesce(sum(count), 0) as total from deck_cards where deck_id = ?',
      [entry.deckId],
    );
    return { entry: current?.count ?? 0, deck: Number(total) };
  }

  /** Sets the entry's count (0 removes it) and marks the deck changed, in the transaction. */
  async setCount(entry: EntryKey, count: number): Promise<void> {
    if (count === 0) {
      // Raw SQL: a delete by key without loading the entry.
      await this.inTransaction('delete from deck_cards where deck_id = ? and card_id = ? and section = ?', [
        entry.deckId,
        entry.cardId,
        entry.section,
      ]);
    } else {
      // Raw SQL: ON CONFLICT writes the entry whether or not it exists, in one statement.
      await this.inTransaction(
        `insert into deck_cards (deck_id, card_id, section, count) values (?, ?, ?, ?)
         on conflict (deck_id, card_id, section) do update set count = excluded.count`,
        [entry.deckId, entry.cardId, entry.section, count],
      );
    }
    // Raw SQL: the deck's row is not loaded in this transaction.
    await this.inTransaction('update decks set updated_at = now() where id = ?', [entry.deckId]);
  }

  /** Runs in the transaction of this repository's EntityManager (the reads above run outside any). */
  private inTransaction<T extends Record<string, unknown>[]>(sql: string, params: unknown[]): Promise<T> {
    return this.em.getConnection().execute<T>(sql, params, 'all', this.em.getTransactionContext());
  }
}
