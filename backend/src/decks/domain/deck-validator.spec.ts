import { makeBasicEnergy, makePokemon, makeTrainer } from '../../../test/support/card-fixtures.js';
import type { CardRecord } from '../../cards/domain/card-record.js';
import { EXPANDED_FORMAT, STANDARD_FORMAT } from '../../formats/domain/default-formats.js';
import { createLegalityChecker } from '../../cards/domain/format.js';
import type { FormatDefinition } from '../../formats/domain/format-definition.js';
import { createPrintIndex } from '../../cards/domain/print-index.js';
import { sectionOf, type DeckEntry } from './deck-entry.js';
import { HIGH_ENERGY_WARNING, LOW_ENERGY_WARNING } from '@club/rules';
import { validateDeck } from './deck-validator.js';

const TODAY = '2026-11-22';
const SEARCH =
  'Search your deck for a Pokémon, reveal it, and put it into your hand. Then, shuffle your deck.';
const SWITCH = 'Switch your Active Pokémon with 1 of your Benched Pokémon.';
const ULTRA_BALL = `You can use this card only if you discard 2 other cards from your hand. ${SEARCH}`;

const dreepy = makePokemon('sv6-128', 'Dreepy', 'Basic');
const drakloak = makePokemon('sv6-129', 'Drakloak', 'Stage 1');
const dragapult = makePokemon('sv6-130', 'Dragapult ex', 'Stage 2', { subtypes: ['Stage 2', 'ex'] });
const ultraBall = makeTrainer('me1-131', 'Ultra Ball', 'Item', ULTRA_BALL, { regulationMark: 'I' });
const ultraBallSvi = makeTrainer('sv1-196', 'Ultra Ball', 'Item', ULTRA_BALL, { regulationMark: 'G' });
const nestBall = makeTrainer(
  'sv1-181',
  'Nest Ball',
  'Item',
  'Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck.',
);
const switchCard = makeTrainer('me1-130', 'Switch', 'Item', SWITCH, { regulationMark: 'I' });
const researchSada = makeTrainer(
  'sv1-189',
  "Professor's Research (Professor Sada)",
  'Supporter',
  'Discard your hand and draw 7 cards.',
  { regulationMark: 'G' },
);
const researchPlain = makeTrainer(
  'me2pt5-170',
  "Professor's Research",
  'Supporter',
  'Discard your hand and draw 7 cards.',
  { regulationMark: 'I' },
);
const iono = makeTrainer(
  'sv2-185',
  'Iono',
  'Supporter',
  'Each player shuffles their hand and puts it on the bottom of their deck.',
  { regulationMark: 'G' },
);
const primeCatcher = makeTrainer(
  'sv5-157',
  'Prime Catcher',
  'Item',
  "Switch in 1 of your opponent's Benched Pokémon to the Active Spot. If you do, switch your Active Pokémon with 1 of your Benched Pokémon.",
  { subtypes: ['Item', 'ACE SPEC'] },
);
const masterBall = makeTrainer('sv5-153', 'Master Ball', 'Item', SEARCH, { subtypes: ['Item', 'ACE SPEC'] });
const greninja = makePokemon('swsh10-46', 'Radiant Greninja', 'Basic', {
  subtypes: ['Basic', 'Radiant'],
  regulationMark: 'F',
});
const charizard = makePokemon('swsh12pt5-20', 'Radiant Charizard', 'Basic', {
  subtypes: ['Basic', 'Radiant'],
  regulationMark: 'F',
});
const lysandrePrism = makeTrainer('sm6-110', 'Lysandre ◇', 'Supporter', 'x', {
  subtypes: ['Supporter', 'Prism Star'],
  regulationMark: null,
});
const cyrusPrism = makeTrainer('sm5-120', 'Cyrus ◇', 'Supporter', 'y', {
  subtypes: ['Supporter', 'Prism Star'],
  regulationMark: null,
});
const trumpCard = makeTrainer(
  'xy4-99',
  "Lysandre's Trump Card",
  'Item',
  'Each player shuffles all cards in their discard pile into their deck.',
  { regulationMark: null },
);
const arceus = makePokemon('pl4-AR1', 'Arceus', 'Basic', {
  rules: ['You may have as many of this card in your deck as you like.'],
  setReleaseDate: '2009-11-04',
  regulationMark: null,
});
const clefairy = makePokemon('me2pt5-70', 'Clefairy', 'Basic');
const lilliesClefairy = makePokemon('me2pt5-71', "Lillie's Clefairy ex", 'Basic', {
  subtypes: ['Basic', 'ex'],
});
const fire = makeBasicEnergy('sve-2', 'Fire');
const psychic = makeBasicEnergy('sve-5', 'Psychic');
const fillers = Array.from({ length: 7 }, (_, i) =>
  makeTrainer(`me1-${150 + i}`, `Filler Supporter ${i + 1}`, 'Supporter', 'Draw 2 cards.', {
    regulationMark: 'I',
  }),
);

const ALL = [
  dreepy,
  drakloak,
  dragapult,
  ultraBall,
  ultraBallSvi,
  nestBall,
  switchCard,
  researchSada,
  researchPlain,
  iono,
  primeCatcher,
  masterBall,
  greninja,
  charizard,
  lysandrePrism,
  cyrusPrism,
  trumpCard,
  arceus,
  clefairy,
  lilliesClefairy,
  fire,
  psychic,
  ...fillers,
];
const index = createPrintIndex(ALL);

const entry = (card: CardRecord, count: number): DeckEntry => ({ card, count, section: sectionOf(card) });

/** 11 Pokémon, 40 Trainers (6 search, 2 switch), 9 Energy. */
function standardDeck(): DeckEntry[] {
  return [
    entry(dreepy, 4),
    entry(drakloak, 4),
    entry(dragapult, 3),
    entry(ultraBall, 4),
    entry(nestBall, 2),
    entry(switchCard, 2),
    entry(researchPlain, 4),
    ...fillers.map((card) => entry(card, 4)),
    entry(fire, 5),
    entry(psychic, 4),
  ];
}

function validate(entries: DeckEntry[], format: FormatDefinition = STANDARD_FORMAT) {
  return validateDeck(entries, format, createLegalityChecker(format, index, TODAY));
}

describe('validateDeck', () => {
  it('accepts a legal 60-card deck and reports its metrics', () => {
    const result = validate(standardDeck());
    expect(result).toEqual({
      valid: true,
      errors: [],
      warnings: [],
      metrics: {
        totalCards: 60,
        sections: { pokemon: 11, trainer: 40, energy: 9 },
        basicPokemon: 4,
        stage1Pokemon: 4,
        stage2Pokemon: 3,
        vPokemon: 0,
        gxPokemon: 0,
        exPokemon: 3,
        searchCards: 6,
        switchCards: 2,
        supporterCards: 32,
      },
    });
  });

  it('does not call fewer than 60 cards an error, but the deck is not valid', () => {
    const deck = standardDeck();
    deck[0] = entry(dreepy, 3);
    expect(validate(deck)).toMatchObject({ valid: false, errors: [], warnings: [] });
  });

  it('says nothing about an empty deck', () => {
    expect(validate([])).toMatchObject({
      valid: false,
      errors: [],
      warnings: [],
      metrics: { totalCards: 0 },
    });
  });

  it('refuses more than 60 cards', () => {
    const result = validate([...standardDeck(), entry(psychic, 1)]);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(['The deck has 61 cards; a deck must have exactly 60 cards.']);
  });

  it('counts copies across prints: 5 Ultra Balls in two prints', () => {
    const deck = standardDeck().filter((e) => e.card !== nestBall);
    deck.splice(3, 1, entry(ultraBall, 2), entry(ultraBallSvi, 3), entry(psychic, 1));
    expect(validate(deck).errors).toEqual([
      'The deck has 5 copies of Ultra Ball (2 × MEG 131, 3 × SVI 196); no more than 4 cards with the same name are allowed.',
    ]);
  });

  it('counts a subtitle as the same name, an owner prefix as another name, and exempts basic Energy and Arceus', () => {
    const deck = standardDeck().filter((e) => e.card !== researchPlain && e.card !== dreepy);
    deck.push(entry(researchPlain, 3), entry(researchSada, 2), entry(clefairy, 4), entry(lilliesClefairy, 4));
    expect(validate(deck, EXPANDED_FORMAT).errors).toEqual([
      'The deck has 65 cards; a deck must have exactly 60 cards.',
      "The deck has 5 copies of Professor's Research (3 × ASC 170, 2 × SVI 189); no more than 4 cards with the same name are allowed.",
    ]);
    const unlimited: FormatDefinition = {
      ...EXPANDED_FORMAT,
      firstSeries: undefined,
      firstSetReleaseDate: undefined,
    };
    expect(validate([entry(arceus, 6), entry(fire, 20)], unlimited).errors).toEqual([]);
  });

  it('refuses two ACE SPEC cards', () => {
    const deck = standardDeck();
    deck.splice(3, 1, entry(ultraBall, 2), entry(primeCatcher, 1), entry(masterBall, 1));
    expect(validate(deck).errors).toEqual([
      'The deck has 2 ACE SPEC cards (Prime Catcher, Master Ball); only 1 ACE SPEC card is allowed.',
    ]);
    deck.splice(4, 2, entry(primeCatcher, 2));
    expect(validate(deck).errors).toEqual([
      'The deck has 2 ACE SPEC cards (2 × Prime Catcher); only 1 ACE SPEC card is allowed.',
    ]);
  });

  it('refuses two Radiant Pokémon', () => {
    const deck = standardDeck();
    deck.splice(0, 1, entry(dreepy, 2), entry(greninja, 1), entry(charizard, 1));
    expect(validate(deck, EXPANDED_FORMAT).errors).toEqual([
      'The deck has 2 Radiant Pokémon (Radiant Greninja, Radiant Charizard); only 1 Radiant Pokémon is allowed.',
    ]);
  });

  it('allows one Prism Star card per name', () => {
    const deck = standardDeck();
    deck.splice(6, 1, entry(researchPlain, 2), entry(lysandrePrism, 1), entry(cyrusPrism, 1));
    expect(validate(deck, EXPANDED_FORMAT).errors).toEqual([]);
    deck.splice(7, 2, entry(lysandrePrism, 2));
    expect(validate(deck, EXPANDED_FORMAT).errors).toEqual([
      'The deck has 2 copies of Lysandre ◇; only 1 Prism Star (◇) card with the same name is allowed.',
    ]);
  });

  it('refuses a deck without a Basic Pokémon', () => {
    const deck = standardDeck().filter((e) => e.card !== dreepy);
    deck.push(entry(psychic, 4));
    expect(validate(deck).errors).toEqual([
      'The deck has no Basic Pokémon; it needs at least one to start the game.',
    ]);
  });

  it('refuses a banned Expanded card and a rotated Standard card, naming the print', () => {
    const deck = standardDeck();
    deck.splice(6, 1, entry(researchPlain, 3), entry(trumpCard, 1));
    expect(validate(deck, EXPANDED_FORMAT).errors).toEqual([
      "Lysandre's Trump Card (PHF 99) is banned in Expanded.",
    ]);
    deck.splice(6, 2, entry(researchPlain, 3), entry(iono, 1));
    expect(validate(deck).errors).toEqual([
      'Iono (PAL 185) is not legal in Standard: it has regulation mark G, and Standard allows H, I, J.',
    ]);
    expect(validate(deck, EXPANDED_FORMAT).errors).toEqual([]);
  });

  it('accepts a rotated print whose reprint is legal', () => {
    const deck = standardDeck();
    deck.splice(3, 1, entry(ultraBall, 2), entry(ultraBallSvi, 2));
    expect(validate(deck)).toMatchObject({ valid: true, errors: [] });
  });

  it.each([
    [7, [LOW_ENERGY_WARNING]],
    [8, []],
    [14, []],
    [15, [HIGH_ENERGY_WARNING]],
  ])('with %i Energy warns %j', (energy, warnings) => {
    const deck = standardDeck().filter((e) => e.section !== 'energy' && e.card !== fillers[0]);
    deck.push(entry(fillers[0], Math.min(4, Math.max(0, 13 - energy))), entry(fire, energy));
    expect(validate(deck).warnings).toEqual(warnings);
  });

  it('warns about too few search and switch cards', () => {
    const deck = standardDeck().filter((e) => e.card !== nestBall && e.card !== switchCard);
    deck.push(entry(researchSada, 0), entry(fillers[0], 0));
    expect(validate(deck).warnings).toEqual([
      'Only 4 search cards; 6 or more are recommended (cards that search your deck, such as Ultra Ball, Nest Ball, Buddy-Buddy Poffin or Arven).',
      'No switch cards; 2 or more are recommended (cards that switch your Active Pokémon or lower Retreat Costs, such as Switch, Escape Rope or Float Stone).',
    ]);
  });
});
