import { importCatalogue } from '../../src/cards/card-importer.js';
import { FIXTURE_SETS, makeBasicEnergy, makePokemon, makeTrainer } from './card-fixtures.js';
import type { CardRecord, SetRecord } from '../../src/cards/domain/card-record.js';
import type { TestApp } from './test-app.js';

/** Imports the given cards (and their sets) through the real importer. */
export async function seedCards(t: TestApp, cards: CardRecord[]): Promise<void> {
  const sets = new Map<string, SetRecord>();
  for (const card of cards) {
    sets.set(card.setId, {
      id: card.setId,
      name: card.setName,
      series: card.setSeries,
      ptcgoCode: FIXTURE_SETS[card.setId]?.code ?? card.setPtcgoCode,
      releaseDate: card.setReleaseDate,
      printedTotal: 0,
      total: 0,
    });
  }
  await importCatalogue(t.em(), { sets: [...sets.values()], cards, repairs: [] });
}

const SEARCH_TEXT =
  'Search your deck for up to 2 cards and put them into your hand. Then, shuffle your deck.';

/** A small, real-shaped catalogue for API tests. */
export const CATALOGUE = {
  pikachu: makePokemon('sv8-57', 'Pikachu ex', 'Basic', {
    subtypes: ['Basic', 'ex'],
    types: ['Lightning'],
    rarity: 'Double Rare',
  }),
  oldPikachu: makePokemon('sv1-62', 'Pikachu', 'Basic', { types: ['Lightning'], regulationMark: 'G' }),
  flabebe: makePokemon('sv6-86', 'Flabébé', 'Basic', { types: ['Psychic'] }),
  charmander: makePokemon('sv2-26', 'Charmander', 'Basic', { types: ['Fire'], regulationMark: 'G' }),
  ultraBall: makeTrainer(
    'me1-131',
    'Ultra Ball',
    'Item',
    'You can use this card only if you discard 2 other cards from your hand. ' +
      SEARCH_TEXT.replace('up to 2 cards', 'a Pokémon'),
    { regulationMark: 'I' },
  ),
  oldUltraBall: makeTrainer(
    'sv1-196',
    'Ultra Ball',
    'Item',
    'You can use this card only if you discard 2 other cards from your hand. ' +
      SEARCH_TEXT.replace('up to 2 cards', 'a Pokémon'),
    { regulationMark: 'G' },
  ),
  nestBall: makeTrainer(
    'sv1-181',
    'Nest Ball',
    'Item',
    'Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck.',
    { regulationMark: 'G' },
  ),
  fireEnergy: makeBasicEnergy('sve-2', 'Fire'),
};

export const ALL_CARDS = Object.values(CATALOGUE);
