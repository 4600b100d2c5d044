import { makeBasicEnergy, makePokemon, makeTrainer } from '../../../test/support/card-fixtures.js';
import { InMemoryCardLookup } from './card-lookup.js';
import type { DeckEntry } from './deck-entry.js';
import { exportPtcgl } from './ptcgl-exporter.js';
import { importPtcgl } from './ptcgl-resolver.js';

const dreepy = makePokemon('sv6-128', 'Dreepy', 'Basic');
const lumineon = makePokemon('swshp-SWSH239', 'Lumineon V', 'Basic');
const manaphy = makePokemon('swsh12pt5gg-GG06', 'Manaphy', 'Basic');
const research = makeTrainer(
  'sv1-189',
  "Professor's Research (Professor Sada)",
  'Supporter',
  'Discard your hand and draw 7 cards.',
);
const lysandre = makeTrainer('sm6-110', 'Lysandre ◇', 'Supporter', 'x', {
  setPtcgoCode: 'FLI',
  setName: 'Forbidden Light',
});
const fire = makeBasicEnergy('sve-2', 'Fire');
const psychic = makeBasicEnergy('mee-5', 'Psychic');
const lookup = new InMemoryCardLookup([dreepy, lumineon, manaphy, research, lysandre, fire, psychic]);

const deck: DeckEntry[] = [
  { card: dreepy, count: 4, section: 'pokemon' },
  { card: lumineon, count: 1, section: 'pokemon' },
  { card: manaphy, count: 1, section: 'pokemon' },
  { card: research, count: 3, section: 'trainer' },
  { card: lysandre, count: 1, section: 'trainer' },
  { card: fire, count: 5, section: 'energy' },
  { card: psychic, count: 2, section: 'energy' },
  { card: fire, count: 1, section: 'energy' },
];

describe('PTCGL export', () => {
  it('writes three sections, PTCGL codes and numbers, basic Energy symbols and the total', () => {
    expect(exportPtcgl(deck, lookup.setCodes.exportCodeFor)).toBe(
      [
        'Pokémon: 6',
        '4 Dreepy TWM 128',
        '1 Lumineon V PR-SW SWSH239',
        '1 Manaphy CRZ GG06',
        '',
        'Trainer: 4',
        "3 Professor's Research SVI 189",
        '1 Lysandre Prism Star FLI 110',
        '',
        'Energy: 8',
        '6 Basic {R} Energy SVE 2',
        '2 Basic {P} Energy MEE 5',
        '',
        'Total Cards: 18',
        '',
      ].join('\n'),
    );
  });

  it('writes empty sections too', () => {
    expect(exportPtcgl([], lookup.setCodes.exportCodeFor)).toBe(
      'Pokémon: 0\n\nTrainer: 0\n\nEnergy: 0\n\nTotal Cards: 0\n',
    );
  });

  it('imports back to the same deck', async () => {
    const result = await importPtcgl(exportPtcgl(deck, lookup.setCodes.exportCodeFor), lookup);
    expect(result.unresolved).toEqual([]);
    expect(result.notes).toEqual([]);
    const imported = [...result.sections.pokemon, ...result.sections.trainer, ...result.sections.energy];
    expect(imported).toEqual([
      { id: 'sv6-128', section: 'pokemon', count: 4 },
      { id: 'swshp-SWSH239', section: 'pokemon', count: 1 },
      { id: 'swsh12pt5gg-GG06', section: 'pokemon', count: 1 },
      { id: 'sv1-189', section: 'trainer', count: 3 },
      { id: 'sm6-110', section: 'trainer', count: 1 },
      { id: 'sve-2', section: 'energy', count: 6 },
      { id: 'mee-5', section: 'energy', count: 2 },
    ]);
  });
});
