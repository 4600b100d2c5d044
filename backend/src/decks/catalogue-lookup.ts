import type { CardRow } from '../cards/card-catalogue.service.js';
import type { CardRowsService } from '../cards/card-rows.service.js';
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
 * The PTCGL importer's view of the catalogue for one list, in at most two queries whatever the list's length:
 * the prints its lines' (set, number) pairs can point at and the prints of the names they can mean, never more.
 */
export async function loadCardLookup(
  cards: CardRowsService,
  codes: SetCodeIndex,
  lines: readonly PtcglLine[],
): Promise<LoadedCardLookup> {
  const { setNumbers, nameKeys } = await lookupRequestsOf(lines, codes);
  const [bySetNumber, byName] = await Promise.all([
    cards.bySetNumbers(setNumbers),
    cards.byNameKeys(nameKeys),
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
