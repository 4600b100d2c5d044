/**
 * What the PTCGL importer needs to know about the cards. Asynchronous so a lookup may ask a store;
 * InMemoryCardLookup answers it from loaded cards (a data set, or the rows one list can need: catalogue-lookup.ts).
 */
import type { CardRecord, SetRecord } from '../../cards/domain/card-record.js';
import { lookupNameKey } from '../../cards/domain/card-name.js';
import {
  buildSetCodeIndex,
  numberKey,
  prefixedNumberKey,
  withoutLeadingZeros,
  type SetCodeIndex,
} from '../../cards/domain/set-codes.js';

export interface CardLookup {
  /** Data set ids a PTCGL set code may mean ([] when unknown). */
  setIdsForCode(code: string): Promise<string[]>;
  /**
   * The print of a set with this number, numbers compared by numberKey ('GG6' = 'GG06'); a bare number also finds
   * the one print whose number is that number with a letter prefix ('152' finds 'SWSH152' in SWSH promos).
   */
  bySetAndNumber(setId: string, number: string): Promise<CardRecord | undefined>;
  /** Every print whose lookupNameKey equals key. */
  byLookupName(key: string): Promise<CardRecord[]>;
  /** The set code PTCGL writes for a set, to name candidates in messages. */
  exportCodeFor(setId: string): string;
}

export class InMemoryCardLookup implements CardLookup {
  private readonly codes: SetCodeIndex;
  private readonly byNumber = new Map<string, CardRecord>();
  private readonly byBareNumber = new Map<string, CardRecord[]>();
  private readonly byName = new Map<string, CardRecord[]>();

  /** `sets` (or their code index) default to the sets of the cards. */
  constructor(
    cards: readonly CardRecord[],
    sets?: ReadonlyArray<Pick<SetRecord, 'id' | 'ptcgoCode'>> | SetCodeIndex,
  ) {
    this.codes = sets && 'setIdsFor' in sets ? sets : buildSetCodeIndex(sets ?? setsOf(cards));
    for (const card of cards) {
      this.byNumber.set(`${card.setId}/${numberKey(card.number)}`, card);
      const bare = prefixedNumberKey(card.number);
      if (bare) push(this.byBareNumber, `${card.setId}/${bare}`, card);
      push(this.byName, lookupNameKey(card.name), card);
    }
  }

  get setCodes(): SetCodeIndex {
    return this.codes;
  }

  async setIdsForCode(code: string): Promise<string[]> {
    return this.codes.setIdsFor(code);
  }

  async bySetAndNumber(setId: string, number: string): Promise<CardRecord | undefined> {
    const exact = this.byNumber.get(`${setId}/${numberKey(number)}`);
    if (exact) return exact;
    const prefixed = /^\d+[a-z]?$/i.test(number)
      ? this.byBareNumber.get(`${setId}/${withoutLeadingZeros(number).toLowerCase()}`)
      : undefined;
    return prefixed?.length === 1 ? prefixed[0] : undefined;
  }

  async byLookupName(key: string): Promise<CardRecord[]> {
    return this.byName.get(key) ?? [];
  }

  exportCodeFor(setId: string): string {
    return this.codes.exportCodeFor(setId);
  }
}

function setsOf(cards: readonly CardRecord[]): Pick<SetRecord, 'id' | 'ptcgoCode'>[] {
  const sets = new Map<string, string | null>();
  for (const card of cards) if (!sets.has(card.setId)) sets.set(card.setId, card.setPtcgoCode);
  return [...sets].map(([id, ptcgoCode]) => ({ id, ptcgoCode }));
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
