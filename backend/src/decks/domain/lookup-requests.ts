/**
 * Which catalogue rows a parsed list can need, found without the catalogue: the resolver runs once against a
 * lookup that records its questions and knows no card. A lookup that knows no card asks every question a real one
 * can (knowing cards only ends a line's search sooner; the "… Energy" retry runs whenever a name finds nothing), so
 * the rows these questions fetch answer the real resolution in full.
 */
import type { CardRecord } from '../../cards/domain/card-record.js';
import type { SetCodeIndex } from '../../cards/domain/set-codes.js';
import type { CardLookup } from './card-lookup.js';
import type { PtcglLine } from './ptcgl-parser.js';
import { resolvePtcglLines } from './ptcgl-resolver.js';

export interface LookupRequests {
  /** (set id, number as written) pairs asked for by bySetAndNumber. */
  setNumbers: { setId: string; number: string }[];
  /** lookupNameKey values asked for by byLookupName. */
  nameKeys: string[];
}

export async function lookupRequestsOf(
  lines: readonly PtcglLine[],
  codes: SetCodeIndex,
): Promise<LookupRequests> {
  const setNumbers = new Map<string, { setId: string; number: string }>();
  const nameKeys = new Set<string>();
  const recorder: CardLookup = {
    setIdsForCode: async (code) => codes.setIdsFor(code),
    bySetAndNumber: async (setId: string, number: string): Promise<CardRecord | undefined> => {
      setNumbers.set(JSON.stringify([setId, number]), { setId, number });
      return undefined;
    },
    byLookupName: async (key: string): Promise<CardRecord[]> => {
      nameKeys.add(key);
      return [];
    },
    exportCodeFor: (setId) => codes.exportCodeFor(setId),
  };
  await resolvePtcglLines(lines, recorder);
  return { setNumbers: [...setNumbers.values()], nameKeys: [...nameKeys] };
}
