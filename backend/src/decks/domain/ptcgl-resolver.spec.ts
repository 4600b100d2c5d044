import { makeBasicEnergy, makeCard, makePokemon, makeTrainer } from '../../../test/support/card-fixtures.js';
import { InMemoryCardLookup } from './card-lookup.js';
import { basicEnergyTypeOfName, importPtcgl } from './ptcgl-resolver.js';

const ULTRA_BALL = 'Search your deck for a Pokémon, reveal it, and put it into your hand.';
const cards = [
  makeTrainer('sv1-196', 'Ultra Ball', 'Item', ULTRA_BALL, { regulationMark: 'G' }),
  makeTrainer('me1-131', 'Ultra Ball', 'Item', ULTRA_BALL, { regulationMark: 'I' }),
  makeTrainer('me2pt5-264', 'Ultra Ball', 'Item', ULTRA_BALL, { regulationMark: 'I', rarity: 'Hyper Rare' }),
  makeTrainer('me2pt5-213', 'Ultra Ball', 'Item', ULTRA_BALL, { regulationMark: 'I' }),
  makeTrainer('me4-100', 'Ultra Ball', 'Item', ULTRA_BALL, { regulationMark: 'J' }),
  makeTrainer(
    'sv1-189',
    "Professor's Research (Professor Sada)",
    'Supporter',
    'Discard your hand and draw 7 cards.',
    { regulationMark: 'G' },
  ),
  makeBasicEnergy('sve-2', 'Fire'),
  makeBasicEnergy('mee-2', 'Fire'),
  makeCard({ id: 'sm1-165', name: 'Fire Energy', supertype: 'Energy', subtypes: ['Basic'] }),
  makeCard({ id: 'sm1-170', name: 'Darkness Energy', supertype: 'Energy', subtypes: ['Basic'] }),
  makeCard({
    id: 'n4-1',
    name: 'Darkness Energy',
    supertype: 'Energy',
    subtypes: ['Special'],
    setReleaseDate: '2030-01-01',
  }),
  makePokemon('swshp-SWSH239', 'Lumineon V', 'Basic', { regulationMark: 'F' }),
  makePokemon('swsh12pt5gg-GG06', 'Manaphy', 'Basic', { regulationMark: 'F' }),
  makePokemon('swsh9tg-TG12', 'Oranguru', 'Basic', { regulationMark: 'E' }),
  makePokemon('sv6-130', 'Dragapult ex', 'Stage 2', { subtypes: ['Stage 2', 'ex'] }),
  makePokemon('svp-149', 'Pecharunt', 'Basic'),
];
const lookup = new InMemoryCardLookup(cards);

describe('PTCGL import', () => {
  it('resolves by set code and number, recounts sections and merges duplicates', async () => {
    const result = await importPtcgl(
      [
        'Pokémon: 99',
        '3 Dragapult ex TWM 130 PH',
        '1 Pecharunt PR-SV 149',
        '1 Pecharunt SVP 149',
        '',
        'Trainer: 1',
        '4 Ultra Ball MEG 131',
        "2 Professor's Research SVI 189",
        'Energy: 3',
        '2 Basic {R} Energy SVE 2',
        'Total Cards: 12',
      ].join('\n'),
      lookup,
    );
    expect(result.unresolved).toEqual([]);
    expect(result.notes).toEqual([]);
    expect(result.sections).toEqual({
      pokemon: [
        { id: 'sv6-130', section: 'pokemon', count: 3 },
        { id: 'svp-149', section: 'pokemon', count: 2 },
      ],
      trainer: [
        { id: 'me1-131', section: 'trainer', count: 4 },
        { id: 'sv1-189', section: 'trainer', count: 2 },
      ],
      energy: [{ id: 'sve-2', section: 'energy', count: 2 }],
    });
  });

  it('reads promo, gallery and subset numbers', async () => {
    const result = await importPtcgl(
      '1 Lumineon V PR-SW 239\n1 Manaphy CRZ GG6\n1 Oranguru BRS TG12',
      lookup,
    );
    expect(result.sections.pokemon.map((entry) => entry.id)).toEqual([
      'swshp-SWSH239',
      'swsh12pt5gg-GG06',
      'swsh9tg-TG12',
    ]);
  });

  it('reads basic Energy in every spelling', async () => {
    const result = await importPtcgl(
      [
        '1 Basic {R} Energy SVE 2',
        '1 Basic Fire Energy SVI 230',
        '1 Fire Energy',
        '1 Basic Fire Energy SUM 165',
        '* 1 Darkness Energy Energy 7',
        '13 Basic Darkness Energy',
      ].join('\n'),
      lookup,
    );
    expect(result.unresolved).toEqual([]);
    expect(result.sections.energy).toEqual([
      { id: 'sve-2', section: 'energy', count: 1 },
      { id: 'mee-2', section: 'energy', count: 2 },
      { id: 'sm1-165', section: 'energy', count: 1 },
      { id: 'sm1-170', section: 'energy', count: 14 },
    ]);
    expect(result.notes).toEqual([
      expect.objectContaining({
        line: 2,
        id: 'mee-2',
        note: 'SVI 230 is not in the card data; used Basic Fire Energy (mee-2).',
      }),
    ]);
  });

  it('tells an old special "Darkness Energy" from the basic one by set and number', async () => {
    const result = await importPtcgl('1 Darkness Energy N4 1\n1 Darkness Energy SUM 170', lookup);
    expect(result.sections.energy.map((entry) => entry.id)).toEqual(['n4-1', 'sm1-170']);
  });

  it('falls back to the newest preferred print when the set code is unknown', async () => {
    const newest = await importPtcgl('4 Ultra Ball M9 13', lookup);
    expect(newest.sections.trainer).toEqual([{ id: 'me4-100', section: 'trainer', count: 4 }]);
    expect(newest.notes[0].note).toBe('Set code M9 is not in the card data; used Ultra Ball (me4-100).');
    const legalOnly = await importPtcgl('4 Ultra Ball', lookup, {
      isPreferred: (card) => card.regulationMark === 'I',
    });
    expect(legalOnly.sections.trainer).toEqual([{ id: 'me2pt5-213', section: 'trainer', count: 4 }]);
  });

  it('uses the name when set and number point at another card', async () => {
    const result = await importPtcgl('4 Ultra Ball MEG 999\n1 Ultra Ball SVI 189', lookup);
    expect(result.sections.trainer).toEqual([
      { id: 'me1-131', section: 'trainer', count: 4 },
      { id: 'sv1-196', section: 'trainer', count: 1 },
    ]);
    expect(result.notes.map((note) => note.note)).toEqual([
      'MEG 999 is not in the card data; used Ultra Ball (me1-131).',
      "SVI 189 is Professor's Research (Professor Sada) in the card data; used Ultra Ball (sv1-196).",
    ]);
  });

  it('reports every line it cannot resolve, with its line number and reason', async () => {
    const result = await importPtcgl(
      'Pokémon: 1\n4 Pikachu Supreme SVI 999\nlol\n0 Ultra Ball SVI 196\n2 Ultra Bal SVI 196\n1 Missingno XYZ 1',
      lookup,
    );
    expect(result.unresolved).toEqual([
      { line: 2, text: '4 Pikachu Supreme SVI 999', reason: 'No card named "Pikachu Supreme" was found.' },
      { line: 3, text: 'lol', reason: expect.stringContaining('Not a card line') },
      { line: 4, text: '0 Ultra Ball SVI 196', reason: 'The count must be at least 1.' },
      {
        line: 5,
        text: '2 Ultra Bal SVI 196',
        reason: 'SVI 196 is Ultra Ball in the card data, and no card named "Ultra Bal" was found.',
      },
      {
        line: 6,
        text: '1 Missingno XYZ 1',
        reason: 'No card named "Missingno" was found (set code XYZ is not in the card data either).',
      },
    ]);
    expect(result.sections).toEqual({ pokemon: [], trainer: [], energy: [] });
  });

  it('knows basic Energy names', () => {
    expect(basicEnergyTypeOfName('Basic {D} Energy')).toBe('Darkness');
    expect(basicEnergyTypeOfName('Metal Energy')).toBe('Metal');
    expect(basicEnergyTypeOfName('Double Turbo Energy')).toBeUndefined();
    expect(basicEnergyTypeOfName('Basic {C} Energy')).toBeUndefined();
    expect(basicEnergyTypeOfName('R Energy')).toBeUndefined();
  });
});
