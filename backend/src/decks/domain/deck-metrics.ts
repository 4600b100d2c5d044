/** The numbers the deck builder shows: section counts, stages, rule-box kinds, search, switch and Supporter cards. */
import {
  isBasicPokemon,
  isExPokemon,
  isGxPokemon,
  isSearchCard,
  isStage1Pokemon,
  isStage2Pokemon,
  isSupporter,
  isSwitchCard,
  isVPokemon,
} from '../../cards/domain/card-roles.js';
import type { CardRecord } from '../../cards/domain/card-record.js';
import type { DeckEntry, DeckSection } from './deck-entry.js';

export interface DeckMetrics {
  totalCards: number;
  sections: Record<DeckSection, number>;
  basicPokemon: number;
  stage1Pokemon: number;
  stage2Pokemon: number;
  vPokemon: number;
  gxPokemon: number;
  exPokemon: number;
  searchCards: number;
  switchCards: number;
  supporterCards: number;
}

/** Every figure counts copies, not distinct cards; entries with a count below 1 are ignored. */
export function computeDeckMetrics(entries: readonly DeckEntry[]): DeckMetrics {
  const counted = entries.filter((entry) => entry.count > 0);
  const copies = (test: (card: CardRecord) => boolean) =>
    counted.reduce((sum, entry) => sum + (test(entry.card) ? entry.count : 0), 0);
  const inSection = (section: DeckSection) => sumWhere(counted, (entry) => entry.section === section);
  return {
    totalCards: sumWhere(counted, () => true),
    sections: { pokemon: inSection('pokemon'), trainer: inSection('trainer'), energy: inSection('energy') },
    basicPokemon: copies(isBasicPokemon),
    stage1Pokemon: copies(isStage1Pokemon),
    stage2Pokemon: copies(isStage2Pokemon),
    vPokemon: copies(isVPokemon),
    gxPokemon: copies(isGxPokemon),
    exPokemon: copies(isExPokemon),
    searchCards: copies(isSearchCard),
    switchCards: copies(isSwitchCard),
    supporterCards: copies(isSupporter),
  };
}

function sumWhere(entries: readonly DeckEntry[], test: (entry: DeckEntry) => boolean): number {
  return entries.reduce((sum, entry) => sum + (test(entry) ? entry.count : 0), 0);
}
