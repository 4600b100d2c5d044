/**
 * Writes a deck in Pokémon TCG Live's export format: three sections with their counts, blank lines between, one
 * '<count> <name> <SET> <number>' line per print, basic Energy as 'Basic {R} Energy SVE 2', and 'Total Cards: N'.
 * Importing the text again gives the same deck (same prints, same counts).
 */
import { displayName } from '../../cards/domain/card-name.js';
import { basicEnergyTypeOf } from '../../cards/domain/basic-energy.js';
import { energySymbolOf } from '@club/rules';
import type { CardRecord } from '../../cards/domain/card-record.js';
import { DECK_SECTIONS, type DeckEntry, type DeckSection } from './deck-entry.js';

const SECTION_TITLES: Record<DeckSection, string> = {
  pokemon: 'Pokémon',
  trainer: 'Trainer',
  energy: 'Energy',
};

/** exportCodeFor: the set's PTCGL code, usually SetCodeIndex.exportCodeFor. */
export function exportPtcgl(entries: readonly DeckEntry[], exportCodeFor: (setId: string) => string): string {
  const blocks = DECK_SECTIONS.map((section) => {
    const stacks = mergeById(entries.filter((entry) => entry.section === section && entry.count > 0));
    const count = stacks.reduce((sum, stack) => sum + stack.count, 0);
    const lines = stacks.map(
      ({ card, count: copies }) =>
        `${copies} ${exportName(card)} ${exportCodeFor(card.setId)} ${card.number}`,
    );
    return [`${SECTION_TITLES[section]}: ${count}`, ...lines].join('\n');
  });
  const total = entries.reduce((sum, entry) => sum + Math.max(entry.count, 0), 0);
  return `${blocks.join('\n\n')}\n\nTotal Cards: ${total}\n`;
}

function exportName(card: CardRecord): string {
  const energyType = basicEnergyTypeOf(card);
  if (energyType) return `Basic {${energySymbolOf(energyType)}} Energy`;
  // PTCGO wrote the Prism Star symbol as words; the importer reads both.
  return displayName(card.name).replace(/ ?◇/g, ' Prism Star');
}

function mergeById(entries: readonly DeckEntry[]): { card: CardRecord; count: number }[] {
  const byId = new Map<string, { card: CardRecord; count: number }>();
  for (const { card, count } of entries) {
    const stack = byId.get(card.id);
    if (stack) stack.count += count;
    else byId.set(card.id, { card, count });
  }
  return [...byId.values()];
}
