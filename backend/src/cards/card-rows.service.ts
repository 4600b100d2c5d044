import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CardRow } from './card-catalogue.service.js';

const COLUMNS = 't.data, c.legal_standard_from::text, c.legal_expanded_from::text';

/**
 * The first run of digits without leading zeros: equal for every number numberKey treats as equal and for a bare
 * promo number and its prefixed print ('152', 'SWSH152'), so these rows include every print a line can point at.
 */
const NUMBER_DIGITS = (column: string) => `coalesce(ltrim(substring(${column} from '[0-9]+'), '0'), '')`;

/** The catalogue's cards as other features read them (the deck builder and importer): one query per ask. */
@Injectable()
export class CardRowsService {
  constructor(private readonly em: EntityManager) {}

  /** The cards with these ids (unknown ids are left out). */
  byIds(ids: readonly string[]): Promise<CardRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.em.getConnection().execute<CardRow[]>(
      `select ${COLUMNS} from cards c join card_texts t on t.id = c.id
       where c.id in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(ids)],
    );
  }

  /** Every print whose name has one of these lookup keys (cards/domain/card-name.ts). */
  byNameKeys(keys: readonly string[]): Promise<CardRow[]> {
    if (!keys.length) return Promise.resolve([]);
    return this.em.getConnection().execute<CardRow[]>(
      `select ${COLUMNS} from cards c join card_texts t on t.id = c.id
       where c.name_key in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(keys)],
    );
  }

  /** Every print a (set, number) pair can point at, leading zeros and promo prefixes aside. */
  bySetNumbers(pairs: readonly { setId: string; number: string }[]): Promise<CardRow[]> {
    if (!pairs.length) return Promise.resolve([]);
    return this.em.getConnection().execute<CardRow[]>(
      `select ${COLUMNS}
       from jsonb_to_recordset(?::jsonb) as w(set_id text, number text)
       join cards c on c.set_id = w.set_id and ${NUMBER_DIGITS('c.number')} = ${NUMBER_DIGITS('w.number')}
       join card_texts t on t.id = c.id`,
      [JSON.stringify(pairs.map(({ setId, number }) => ({ set_id: setId, number })))],
    );
  }
}
