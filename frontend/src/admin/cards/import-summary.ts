import type { CardRepairDto, ImportSummaryDto } from '../../api/generated/types.gen';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * What an import did, in one sentence: '175 sets (175 added, 0 updated) and 20360 cards
 * (20360 added, 0 updated) in 31.2 s', and how many cards it repaired, if any.
 */
export function importSummarySentence(summary: ImportSummaryDto): string {
  const { setsAdded, setsUpdated, cardsAdded, cardsUpdated, seconds } = summary;
  const repairs = summary.repairs ?? [];
  return (
    `${count(setsAdded + setsUpdated, 'set')} (${setsAdded} added, ${setsUpdated} updated) and ` +
    `${count(cardsAdded + cardsUpdated, 'card')} (${cardsAdded} added, ${cardsUpdated} updated) ` +
    `in ${seconds.toFixed(1)} s` +
    (repairs.length > 0 ? `; ${count(repairs.length, 'repair')} of the card data` : '')
  );
}

/** One repair: "me2pt5-183 Boss's Orders: supertype Pokémon → Trainer (its subtype Supporter is a Trainer card's)". */
export function repairSentence(repair: CardRepairDto): string {
  const value = (text: string) => text || '(none)';
  return (
    `${repair.cardId} ${repair.name}: ${repair.field} ${value(repair.from)} → ${value(repair.to)} ` +
    `(${repair.reason})`
  );
}
