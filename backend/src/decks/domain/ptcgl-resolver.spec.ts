import { makeBasicEnergy, makeCard, makePokemon, makeTrainer } from '../../../test/support/card-fixtures.js';
import { asLines, expectLinearTime, HOSTILE_LINES } from '../../../test/support/hostile-text.js';
import { InMemoryCardLookup } from './card-lookup.js';
import { MAX_LINE_LENGTH } from './ptcgl-parser.js';
import { basicEnergyTypeOfName, importPtcgl, MAX_CARD_LINES } from './ptcgl-resolver.js';

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
  makeBasicEnergy('sve-3', 'Water'),
  makeBasicEnergy('sve-7', 'Darkness'),
  makeTrainer('xy4-92', 'Battle Compressor Team Flare Gear', 'Item', 'Search your deck for up to 3 cards.'),
  makeTrainer('xy4-97', 'Head Ringer Team Flare Hyper Gear', 'Pokémon Tool', 'The attacks cost more.'),
  makePokemon('sv2-173', 'Porygon2', 'Stage 1'),
  makeTrainer('sm10-182', 'Pokégear 3.0', 'Item', 'Look at the top 7 cards of your deck.'),
  makePokemon('xy12-109', 'ナッシー[Exeggutor]', 'Basic', { hp: 160 }),
  makePokemon('xy1-2', 'Exeggutor', 'Stage 1', { hp: 100 }),
  makePokemon('xy2-1', 'Mew-EX', 'Basic', { hp: 120, subtypes: ['Basic', 'EX'] }),
  makePokemon('sv3pt5-151', 'Mew ex', 'Basic', { hp: 180, subtypes: ['Basic', 'ex'] }),
  makePokemon('sv1-60', 'Pikachu', 'Basic', { hp: 60 }),
  makePokemon('sv2-62', 'Pikachu', 'Basic', { hp: 70 }),
  makePokemon('sv5-62', 'Pikachu', 'Basic', { hp: 70 }),
];
const lookup = new InMemoryCardLookup(cards);
/** With the Sun & Moon Ultra Ball, whose text differs: a different card of the same name. */
const withOldUltraBall = new InMemoryCardLookup([
  ...cards,
  makeTrainer(
    'sm1-135',
    'Ultra Ball',
    'Item',
    'Discard 2 cards from your hand. If you do, search your deck.',
    {
      regulationMark: null,
    },
  ),
]);

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

  it('reads gallery subsets as PTCGL writes them: the parent code with a suffix, the number without its prefix', async () => {
    const result = await importPtcgl('1 Manaphy CRZ-GG 6\n1 Oranguru BRS-TG 12\n1 Manaphy CRZ-GG 06', lookup);
    expect(result).toMatchObject({ unresolved: [], notes: [] });
    expect(result.sections.pokemon).toEqual([
      { id: 'swsh12pt5gg-GG06', section: 'pokemon', count: 2 },
      { id: 'swsh9tg-TG12', section: 'pokemon', count: 1 },
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
      { id: 'sve-7', section: 'energy', count: 14 },
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

  it('reads basic Energy written with PTCGL\'s numbers, with or without the set code "Energy"', async () => {
    const result = await importPtcgl(
      [
        '7 Fire Energy 2',
        '2 Basic {R} Energy Energy 2',
        '3 Water Energy Energy 3',
        '1 Basic {D} Energy 7',
        '1 Darkness Energy SVE 7',
        '1 Fire Energy 3',
      ].join('\n'),
      lookup,
    );
    expect(result.unresolved).toEqual([]);
    expect(result.sections.energy).toEqual([
      { id: 'sve-2', section: 'energy', count: 9 },
      { id: 'sve-3', section: 'energy', count: 3 },
      { id: 'sve-7', section: 'energy', count: 2 },
      { id: 'mee-2', section: 'energy', count: 1 },
    ]);
    expect(result.notes.map((note) => [note.line, note.note])).toEqual([
      [6, "3 is not Fire Energy in PTCGL's basic Energy numbers; used Basic Fire Energy (mee-2)."],
    ]);
  });

  it('finds names written without the label the card data carries', async () => {
    const result = await importPtcgl(
      '4 Battle Compressor PHF 92\n1 Head Ringer\n1 Exeggutor EVO 109\n1 Battle Compressor Team Flare Gear',
      lookup,
    );
    expect(result.unresolved).toEqual([]);
    expect(result.notes).toEqual([]);
    expect(result.sections.trainer).toEqual([
      { id: 'xy4-92', section: 'trainer', count: 5 },
      { id: 'xy4-97', section: 'trainer', count: 1 },
    ]);
    expect(result.sections.pokemon).toEqual([{ id: 'xy12-109', section: 'pokemon', count: 1 }]);
  });

  it('finds names written with other capitals, spacing or accents', async () => {
    const result = await importPtcgl(
      '1 Porygon 2 PAL 173\n2 PokeGear 3.0\n1 porygon2\n1 ULTRA BALL MEG 131',
      lookup,
    );
    expect(result.unresolved).toEqual([]);
    expect(result.sections.pokemon).toEqual([{ id: 'sv2-173', section: 'pokemon', count: 2 }]);
    expect(result.sections.trainer).toEqual([
      { id: 'sm10-182', section: 'trainer', count: 2 },
      { id: 'me1-131', section: 'trainer', count: 1 },
    ]);
  });

  it('never picks silently between different cards of one name', async () => {
    const result = await importPtcgl(
      '3 Pikachu\n1 Mew EX\n1 Pikachu TWM 999\n2 Ultra Ball',
      withOldUltraBall,
    );
    expect(result.sections).toEqual({ pokemon: [], trainer: [], energy: [] });
    expect(result.unresolved).toEqual([
      {
        line: 1,
        text: '3 Pikachu',
        reason:
          '"Pikachu" is 2 different cards: Pikachu (TEF 62), Pikachu (SVI 60). Add the set code and number of the one you mean.',
        candidates: ['sv5-62', 'sv1-60'],
        written: { count: 3, name: 'Pikachu', setCode: null, number: null },
      },
      expect.objectContaining({ line: 2, candidates: ['xy2-1', 'sv3pt5-151'] }),
      expect.objectContaining({
        line: 3,
        reason: expect.stringMatching(
          /^TWM 999 is not in the card data, and "Pikachu" is 2 different cards: /,
        ),
      }),
      expect.objectContaining({ line: 4, candidates: ['me4-100', 'sm1-135'] }),
    ]);
  });

  it("settles a name shared by different cards with the member's earlier choice, and says so", async () => {
    const chosenPrint = (line: { name: string; setCode: string | null }) =>
      line.name === 'Ultra Ball' && line.setCode === null ? 'sm1-135' : undefined;
    const result = await importPtcgl('2 Ultra Ball\n1 Ultra Ball SVI 196\n3 Pikachu', withOldUltraBall, {
      chosenPrint,
      isPreferred: (card) => card.regulationMark === 'I',
    });
    expect(result.sections.trainer).toEqual([
      { id: 'sm1-135', section: 'trainer', count: 2 },
      { id: 'sv1-196', section: 'trainer', count: 1 },
    ]);
    expect(result.notes).toEqual([
      {
        line: 1,
        text: '2 Ultra Ball',
        id: 'sm1-135',
        note: 'Your earlier choice: used Ultra Ball (sm1-135).',
      },
    ]);
    expect(result.unresolved).toEqual([
      expect.objectContaining({ line: 3, candidates: ['sv5-62', 'sv1-60'] }),
    ]);
  });

  it('applies an earlier choice to a name read with the word Energy added', async () => {
    const cardsOfTwoTexts = new InMemoryCardLookup([
      makeCard({
        id: 'xy1-130',
        name: 'Double Colorless Energy',
        supertype: 'Energy',
        subtypes: ['Special'],
        rules: ['Provides {C}{C}.'],
      }),
      makeCard({
        id: 'hgss1-103',
        name: 'Double Colorless Energy',
        supertype: 'Energy',
        subtypes: ['Special'],
        rules: ['Provides 2 {C}.'],
      }),
    ]);
    const chosenPrint = (line: { name: string }) =>
      line.name === 'Double Colorless' ? 'hgss1-103' : undefined;
    const result = await importPtcgl('4 Double Colorless', cardsOfTwoTexts, { chosenPrint });
    expect(result.unresolved).toEqual([]);
    expect(result.sections.energy).toEqual([{ id: 'hgss1-103', section: 'energy', count: 4 }]);
    expect(result.notes[0].note).toMatch(
      /Your earlier choice: used Double Colorless Energy \(hgss1-103\)\.$/,
    );
  });

  it('ignores an earlier choice that is not a print the line can mean', async () => {
    const result = await importPtcgl('3 Pikachu', withOldUltraBall, { chosenPrint: () => 'sm1-135' });
    expect(result.sections.trainer).toEqual([]);
    expect(result.unresolved).toEqual([
      expect.objectContaining({ line: 1, candidates: ['sv5-62', 'sv1-60'] }),
    ]);
  });

  it('keeps the exact spelling apart: "Mew ex" is not "Mew-EX"', async () => {
    const result = await importPtcgl('1 Mew ex\n1 Mew-EX', lookup);
    expect(result.sections.pokemon.map((entry) => entry.id)).toEqual(['sv3pt5-151', 'xy2-1']);
  });

  it("takes the only card of a name legal in the deck's format, and says so", async () => {
    const result = await importPtcgl('2 Ultra Ball', withOldUltraBall, {
      isPreferred: (card) => card.regulationMark === 'I',
      preferredAs: 'legal in Standard',
    });
    expect(result.sections.trainer).toEqual([{ id: 'me2pt5-213', section: 'trainer', count: 2 }]);
    expect(result.notes[0].note).toBe(
      '"Ultra Ball" is 2 different cards and only one is legal in Standard: used Ultra Ball (me2pt5-213).',
    );
  });

  it('knows basic Energy names', () => {
    expect(basicEnergyTypeOfName('Basic {D} Energy')).toBe('Darkness');
    expect(basicEnergyTypeOfName('Metal Energy')).toBe('Metal');
    expect(basicEnergyTypeOfName('Double Turbo Energy')).toBeUndefined();
    expect(basicEnergyTypeOfName('Basic {C} Energy')).toBeUndefined();
    expect(basicEnergyTypeOfName('R Energy')).toBeUndefined();
  });
});

describe('PTCGL import of a hostile list', () => {
  it('looks up at most 100 card lines and says so for each line past them', async () => {
    const text = Array.from({ length: MAX_CARD_LINES + 2 }, () => '1 Ultra Ball SVI 196').join('\n');
    const imported = await importPtcgl(text, lookup);
    expect(imported.sections.trainer).toEqual([{ id: 'sv1-196', section: 'trainer', count: 100 }]);
    expect(imported.unresolved).toEqual(
      [101, 102].map((line) => ({
        line,
        text: '1 Ultra Ball SVI 196',
        reason: 'Not read: a deck list has at most 100 card lines (a deck has 60 cards).',
      })),
    );
  });

  it('resolves every line in linear time, names and labels included', async () => {
    const lines = HOSTILE_LINES.map((text) => asLines(text, MAX_LINE_LENGTH));
    await expectLinearTime((text) => importPtcgl(text, lookup), lines);
  });
});
