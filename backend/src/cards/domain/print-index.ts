/** All prints of the cards a legality check may need, by name identity and by set and number. */
import type { CardRecord } from './card-record.js';
import { cardNameKey } from './card-name.js';

export interface PrintIndex {
  /** Every print whose cardNameKey equals nameKey. */
  printsNamed(nameKey: string): readonly CardRecord[];
  printAt(setId: string, number: string): CardRecord | undefined;
}

/** Builds an index over the whole data set, or over the prints of the names in one deck (the backend's case). */
export function createPrintIndex(cards: Iterable<CardRecord>): PrintIndex {
  const byName = new Map<string, CardRecord[]>();
  const bySetNumber = new Map<string, CardRecord>();
  for (const card of cards) {
    const key = cardNameKey(card.name);
    const prints = byName.get(key);
    if (prints) prints.push(card);
    else byName.set(key, [card]);
    bySetNumber.set(`${card.setId}/${card.number}`, card);
  }
  return {
    printsNamed: (nameKey) => byName.get(nameKey) ?? [],
    printAt: (setId, number) => bySetNumber.get(`${setId}/${number}`),
  };
}
