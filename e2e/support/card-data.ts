import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The invented card data set of e2e/fixtures/card-data (pokemon-tcg-data layout, made by
 * e2e/fixtures/generate-card-data.ts), which the deck-tools journey imports as an admin would.
 */
export const CARD_DATA_DIR = resolve(import.meta.dirname, '../fixtures/card-data');

export interface FixtureCard {
  id: string;
  name: string;
  supertype: 'Pokémon' | 'Trainer' | 'Energy';
  subtypes: string[];
  types?: string[];
  regulationMark?: string;
}

export interface FixtureSet {
  id: string;
  name: string;
  ptcgoCode: string;
}

export function fixtureSets(): FixtureSet[] {
  return JSON.parse(readFileSync(join(CARD_DATA_DIR, 'sets', 'en.json'), 'utf8')) as FixtureSet[];
}

export function fixtureCards(): FixtureCard[] {
  return fixtureSets().flatMap(
    (set) =>
      JSON.parse(readFileSync(join(CARD_DATA_DIR, 'cards', 'en', `${set.id}.json`), 'utf8')) as FixtureCard[],
  );
}

/**
 * Standard-legal under the default format (docs/deck-rules.md §1): basic Energy, or regulation mark H, I or J.
 * Every fixture set was released long enough ago to be past its legal date.
 */
export function isStandardLegal(card: FixtureCard): boolean {
  if (card.supertype === 'Energy' && card.subtypes.includes('Basic')) return true;
  return ['H', 'I', 'J'].includes(card.regulationMark ?? '');
}

/** A legal 60-card Standard deck of the fixture's prints, as Pokémon TCG Live exports it. */
export const LEGAL_LIST = `Pokémon: 19
4 Litleo TDC 1
3 Pyroar TDC 2
4 Growlithe TDC 3
4 Fletchling TDC 4
4 Sizzlipede TDC 5

Trainer: 30
4 Professor's Research SPR 26
3 Iono SPR 27
2 Arven SPR 25
2 Boss's Orders SPR 28
4 Ultra Ball TDC 30
4 Nest Ball TDC 31
2 Buddy-Buddy Poffin TDC 32
3 Switch TDC 33
2 Energy Retrieval TDC 34
2 Float Stone TDC 35
2 Artazon SPR 29

Energy: 11
11 Basic {R} Energy SPR 30
`;
