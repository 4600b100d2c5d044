/**
 * Formats are data, not the card data's `legalities` (which lag behind rotations and bans).
 * A print is legal in a format when it is not banned and either the print itself is in the format or another print
 * with the same name and the same game text (game-text.ts) is: the reprint rule, so an old Ultra Ball counts
 * when an Ultra Ball with a legal regulation mark exists. Basic Energy is always legal.
 */
import type { CardRecord } from './card-record.js';
import { cardNameKey } from './card-name.js';
import { gameTextKey } from './game-text.js';
import { isBasicEnergy } from './basic-energy.js';
import type { PrintIndex } from './print-index.js';
import type { FormatDefinition } from '../../formats/domain/format-definition.js';

export type LegalityProblem =
  'banned' | 'excluded' | 'regulation-mark' | 'set-not-in-format' | 'not-yet-legal';

export type Legality =
  { legal: true; viaReprintOf?: string } | { legal: false; problem: LegalityProblem; reason: string };

export type LegalityFn = (card: CardRecord) => Legality;

const DAYS_UNTIL_LEGAL = 14;

export function isLegal(
  card: CardRecord,
  format: FormatDefinition,
  prints: PrintIndex,
  today: Date | string,
): boolean {
  return checkLegality(card, format, prints, today).legal;
}

/** A legality function bound to one format, index and day: what validateDeck takes. */
export function createLegalityChecker(
  format: FormatDefinition,
  prints: PrintIndex,
  today: Date | string,
): LegalityFn {
  return (card) => checkLegality(card, format, prints, today);
}

export function checkLegality(
  card: CardRecord,
  format: FormatDefinition,
  prints: PrintIndex,
  today: Date | string,
): Legality {
  const day = toIsoDay(today);
  if (isBanned(card, format, prints)) {
    return { legal: false, problem: 'banned', reason: `is banned in ${format.label}` };
  }
  if (isBasicEnergy(card)) return { legal: true };
  const own = printLegality(card, format, day);
  // An excluded print (Classic Collection) is not tournament legal whatever its reprints are.
  if (own.legal || own.problem === 'excluded') return own;
  const key = gameTextKey(card);
  const reprint = prints
    .printsNamed(cardNameKey(card.name))
    .find(
      (other) =>
        other.id !== card.id &&
        gameTextKey(other) === key &&
        printLegality(other, format, day).legal &&
        !isBanned(other, format, prints),
    );
  return reprint ? { legal: true, viaReprintOf: reprint.id } : own;
}

export function isBanned(card: CardRecord, format: FormatDefinition, prints: PrintIndex): boolean {
  const name = cardNameKey(card.name);
  if (format.bannedCardNames.some((banned) => cardNameKey(banned) === name)) return true;
  return format.bannedPrints.some((banned) => {
    if (cardNameKey(banned.name) !== name) return false;
    if (banned.setId === card.setId && banned.number === card.number) return true;
    const reference = prints.printAt(banned.setId, banned.number);
    return reference !== undefined && gameTextKey(reference) === gameTextKey(card);
  });
}

/** Is this print left out of the format by set or by id (Classic Collection)? Reprints do not bring it back. */
export function isExcluded(card: Pick<CardRecord, 'id' | 'setId'>, format: FormatDefinition): boolean {
  return format.excludedSetIds.includes(card.setId) || format.excludedCardIds.includes(card.id);
}

/** The date from which a set is legal in the format, or null when the data gives no release date. */
export function legalFromDate(card: Pick<CardRecord, 'setId' | 'setReleaseDate'>, format: FormatDefinition) {
  const listed = format.setLegalFrom[card.setId];
  if (listed) return listed;
  return card.setReleaseDate ? addDays(card.setReleaseDate, DAYS_UNTIL_LEGAL) : null;
}

/** Is this print itself in the format (no reprint rule, no bans)? */
function printLegality(card: CardRecord, format: FormatDefinition, day: string): Legality {
  const label = format.label;
  if (format.excludedSetIds.includes(card.setId)) {
    return {
      legal: false,
      problem: 'excluded',
      reason: `is not legal in ${label} (${card.setName} is not tournament legal)`,
    };
  }
  if (format.excludedCardIds.includes(card.id)) {
    return {
      legal: false,
      problem: 'excluded',
      reason: `is not legal in ${label} (this print is not tournament legal)`,
    };
  }
  if (format.legalMarks && !(card.regulationMark && format.legalMarks.includes(card.regulationMark))) {
    const mark = card.regulationMark ? `regulation mark ${card.regulationMark}` : 'no regulation mark';
    return {
      legal: false,
      problem: 'regulation-mark',
      reason: `is not legal in ${label}: it has ${mark}, and ${label} allows ${format.legalMarks.join(', ')}`,
    };
  }
  if (format.firstSetReleaseDate || format.firstSeries) {
    const inSeries = format.firstSeries !== undefined && card.setSeries === format.firstSeries;
    const recent =
      format.firstSetReleaseDate !== undefined &&
      card.setReleaseDate !== null &&
      card.setReleaseDate >= format.firstSetReleaseDate;
    if (!inSeries && !recent) {
      const start = format.firstSeries ?? format.firstSetReleaseDate;
      return {
        legal: false,
        problem: 'set-not-in-format',
        reason: `is not legal in ${label}: ${card.setName} is older than ${start}`,
      };
    }
  }
  const legalFrom = legalFromDate(card, format);
  if (legalFrom && day < legalFrom) {
    return {
      legal: false,
      problem: 'not-yet-legal',
      reason: `is not legal in ${label} until ${formatDay(legalFrom)}`,
    };
  }
  return { legal: true };
}

export function toIsoDay(day: Date | string): string {
  return typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10);
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-06-05' → '5 June 2026' (en-GB, as the site shows dates). */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
