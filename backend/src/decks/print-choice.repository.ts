import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PrintChoiceKey } from './domain/print-choice-key.js';

/** A remembered print: the line's key and the card chosen for it. */
export interface StoredPrintChoice extends PrintChoiceKey {
  cardId: string;
}

/**
 * The prints members chose, as rows. Nest gives it the request's EntityManager; remembering a choice makes its own,
 * `new PrintChoiceRepository(em)`, over its transaction's: count and remember run in that transaction.
 */
@Injectable()
export class PrintChoiceRepository {
  constructor(private readonly em: EntityManager) {}

  /** How many choices the member keeps, and how many of them are for this key (0 or 1). */
  async count(ownerId: number, key: PrintChoiceKey): Promise<{ total: number; same: number }> {
    // Raw SQL: both counts in one statement (count ... filter).
    const [{ total, same }] = await this.em.getConnection().execute<{ total: string; same: string }[]>(
      `select count(*) as total,
              count(*) filter (where set_code = ? and number = ? and name_key = ?) as same
       from print_choices where owner_id = ?`,
      [key.setCode, key.number, key.nameKey, ownerId],
      'all',
      this.em.getTransactionContext(),
    );
    return { total: Number(total), same: Number(same) };
  }

  /** Remembers the card for the member's key, replacing an earlier choice for it. */
  async remember(ownerId: number, key: PrintChoiceKey, cardId: string): Promise<void> {
    // Raw SQL: ON CONFLICT writes the choice whether or not one exists, in one statement.
    await this.em.getConnection().execute(
      `insert into print_choices (owner_id, set_code, number, name_key, card_id, updated_at)
       values (?, ?, ?, ?, ?, now())
       on conflict (owner_id, set_code, number, name_key)
       do update set card_id = excluded.card_id, updated_at = excluded.updated_at`,
      [ownerId, key.setCode, key.number, key.nameKey, cardId],
      'all',
      this.em.getTransactionContext(),
    );
  }

  /** Every choice the member keeps. */
  async allOf(ownerId: number): Promise<StoredPrintChoice[]> {
    // Raw SQL: four columns of a few hundred rows at most, read on every import, nothing to track.
    const rows = await this.em
      .getConnection()
      .execute<{ set_code: string; number: string; name_key: string; card_id: string }[]>(
        'select set_code, number, name_key, card_id from print_choices where owner_id = ?',
        [ownerId],
      );
    return rows.map((row) => ({
      setCode: row.set_code,
      number: row.number,
      nameKey: row.name_key,
      cardId: row.card_id,
    }));
  }
}
