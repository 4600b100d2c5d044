import type { ImportSummaryDto } from '../../api/generated/types.gen';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * What an import did, in one sentence: '175 sets (175 added, 0 updated) and 20360 cards
 * (20360 added, 0 updated) in 31.2 s'.
 */
export function importSummarySentence(summary: ImportSummaryDto): string {
  const { setsAdded, setsUpdated, cardsAdded, cardsUpdated, seconds } = summary;
  return (
    `${count(setsAdded + setsUpdated, 'set')} (${setsAdded} added, ${setsUpdated} updated) and ` +
    `${count(cardsAdded + cardsUpdated, 'card')} (${cardsAdded} added, ${cardsUpdated} updated) ` +
    `in ${seconds.toFixed(1)} s`
  );
}
