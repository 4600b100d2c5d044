/**
 * The prints a name may mean, as cards: reprints are one card (the same name and game text), and of one card's
 * prints the newest preferred one is taken.
 */
import type { CardRecord } from '../../cards/domain/card-record.js';
import { cardNameKey } from '../../cards/domain/card-name.js';
import { gameTextKey, hasGameText } from '../../cards/domain/game-text.js';

/**
 * The prints grouped by card (same name and game text). A print the data gives no game text for joins the one
 * other card of its name and kind, when there is exactly one: it cannot be told apart from it.
 */
export function sameCards(prints: CardRecord[]): CardRecord[][] {
  const withText = groupBy(
    prints.filter((card) => hasGameText(card)),
    gameTextKey,
  );
  const textless = groupBy(
    prints.filter((card) => !hasGameText(card)),
    (card) => `${cardNameKey(card.name)}|${card.supertype}|${card.subtypes.join(',')}`,
  );
  for (const group of textless) {
    const [first] = group;
    const kin = withText.filter(
      ([card]) => cardNameKey(card.name) === cardNameKey(first.name) && card.supertype === first.supertype,
    );
    if (kin.length === 1) kin[0].push(...group);
    else withText.push(group);
  }
  return withText;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

/** Newest set first; within a set the lowest plain number (the regular print before secret rares). */
export function newestPreferred(
  prints: CardRecord[],
  isPreferred?: (card: CardRecord) => boolean,
): CardRecord {
  const preferred = isPreferred ? prints.filter(isPreferred) : [];
  const pool = preferred.length > 0 ? preferred : prints;
  return [...pool].sort(comparePrints)[0];
}

export function comparePrints(a: CardRecord, b: CardRecord): number {
  const byDate = (b.setReleaseDate ?? '').localeCompare(a.setReleaseDate ?? '');
  if (byDate !== 0) return byDate;
  return numberRank(a.number) - numberRank(b.number) || a.id.localeCompare(b.id);
}

function numberRank(number: string): number {
  const digits = Number(/\d+/.exec(number)?.[0] ?? Number.MAX_SAFE_INTEGER);
  return /^\d/.test(number) ? digits : 100_000 + digits;
}
