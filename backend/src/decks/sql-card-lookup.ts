import type { EntityManager } from '@mikro-orm/postgresql';
import type { CardRow } from '../cards/card-catalogue.service.js';
import type { SetCodeIndex } from '../cards/domain/set-codes.js';
import { InMemoryCardLookup } from './domain/card-lookup.js';
import { lookupRequestsOf } from './domain/lookup-requests.js';
import type { PtcglLine } from './domain/ptcgl-parser.js';

export interface LoadedCardLookup {
  lookup: InMemoryCardLookup;
  /** The rows loaded, with their legality days. */
  rows: CardRow[];
}

/**
 * The first run of digits without leading zeros: equal for every number numberKey treats as equal and for a bare
 * promo number and its prefixed print ('152', 'SWSH152'), so these rows include every print a line can point at.
 */
const NUMBER_DIGITS = (column: string) => `coalesce(ltrim(substring(${column} from '[0-9]+'), '0'), '')`;

/**
 * The PTCGL importer's view of the catalogue for one list, in at most two queries whatever the list's length:
 * the prints its lines' (set, number) pairs can point at and the prints of the names they can mean, never more.
 */
export async function loadCardLookup(
  em: EntityManager,
  codes: SetCodeIndex,
  lines: readonly PtcglLine[],
): Promise<LoadedCardLookup> {
  const { setNumbers, nameKeys } = await lookupRequestsOf(lines, codes);
  const connection = em.getConnection();
  const columns = 't.data, c.legal_standard_from::text, c.legal_expanded_from::text';
  const [bySetNumber, byName] = await Promise.all([
    setNumbers.length === 0
      ? []
      : connection.execute<CardRow[]>(
          `select ${columns}
           from jsonb_to_recordset(?::jsonb) as w(set_id text, number text)
           join cards c on c.set_id = w.set_id and ${NUMBER_DIGITS('c.number')} = ${NUMBER_DIGITS('w.number')}
           join card_texts t on t.id = c.id`,
          [JSON.stringify(setNumbers.map(({ setId, number }) => ({ set_id: setId, number })))],
        ),
    nameKeys.length === 0
      ? []
      : connection.execute<CardRow[]>(
          `select ${columns} from cards c join card_texts t on t.id = c.id
           where c.name_key in (select jsonb_array_elements_text(?::jsonb))`,
          [JSON.stringify(nameKeys)],
        ),
  ]);
  const rows = [...new Map([...bySetNumber, ...byName].map((row) => [row.data.id, row])).values()];
  return {
    lookup: new InMemoryCardLookup(
      rows.map((row) => row.data),
      codes,
    ),
    rows,
  };
}
