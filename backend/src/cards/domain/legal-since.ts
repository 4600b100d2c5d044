/**
 * The day from which a print is legal in a format, or null when it never is. Stored per card so legality can be
 * filtered in SQL and still changes at midnight on a set's legal date without recomputing anything.
 */
import { isBasicEnergy } from './basic-energy.js';
import type { CardRecord } from './card-record.js';
import { cardNameKey } from './card-name.js';
import { checkLegality, isBanned, isExcluded, legalFromDate } from './format.js';
import type { FormatDefinition } from '../../formats/domain/format-definition.js';
import { gameTextKey } from './game-text.js';
import { createPrintIndex, type PrintIndex } from './print-index.js';

/** Legal since the dawn of time: basic Energy, and prints whose set has no release date. */
export const ALWAYS = '0001-01-01';
const END_OF_TIME = '9999-12-31';

/** What legalSinceAll needs of a catalogue whatever the format; computed once and shared by every format. */
export interface CatalogueKeys {
  prints: PrintIndex;
  /** Card id → name and game-text identity: prints with equal keys are the same card (the reprint rule). */
  groupKeys: Map<string, string>;
}

export function catalogueKeys(cards: readonly CardRecord[]): CatalogueKeys {
  return {
    prints: createPrintIndex(cards),
    groupKeys: new Map(cards.map((card) => [card.id, `${cardNameKey(card.name)}\u0000${gameTextKey(card)}`])),
  };
}

/** Is this print, on its own and ignoring dates, in the format? */
function everLegalAlone(print: CardRecord, format: FormatDefinition): boolean {
  return checkLegality(print, format, createPrintIndex([print]), END_OF_TIME).legal;
}

/**
 * legalSince for every card of a catalogue in one pass: prints are grouped by name and game text, each group's
 * earliest legal day is found once, and every unbanned print of the group shares it.
 */
export function legalSinceAll(
  cards: readonly CardRecord[],
  format: FormatDefinition,
  catalogue: CatalogueKeys = catalogueKeys(cards),
): Map<string, string | null> {
  const { prints, groupKeys } = catalogue;
  // isBanned only ever matches by name, so only prints sharing a banned name need the full check.
  const bannedNames = new Set(
    [...format.bannedCardNames, ...format.bannedPrints.map((ban) => ban.name)].map(cardNameKey),
  );
  const banned = new Set(
    cards
      .filter((card) => bannedNames.has(cardNameKey(card.name)) && isBanned(card, format, prints))
      .map((card) => card.id),
  );
  const groups = new Map<string, CardRecord[]>();
  for (const card of cards) {
    const key = groupKeys.get(card.id) ?? `${cardNameKey(card.name)}\u0000${gameTextKey(card)}`;
    const group = groups.get(key);
    if (group) group.push(card);
    else groups.set(key, [card]);
  }
  const result = new Map<string, string | null>();
  for (const group of groups.values()) {
    let earliest: string | null = null;
    for (const print of group) {
      if (banned.has(print.id)) continue;
      if (isBasicEnergy(print)) {
        earliest = ALWAYS;
        break;
      }
      if (!everLegalAlone(print, format)) continue;
      const from = legalFromDate(print, format) ?? ALWAYS;
      if (earliest === null || from < earliest) earliest = from;
    }
    for (const print of group) {
      result.set(print.id, banned.has(print.id) || isExcluded(print, format) ? null : earliest);
    }
  }
  return result;
}
