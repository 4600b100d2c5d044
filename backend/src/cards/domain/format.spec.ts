import { makeBasicEnergy, makeCard, makePokemon, makeTrainer } from '../../../test/support/card-fixtures.js';
import { EXPANDED_FORMAT, STANDARD_FORMAT } from '../../formats/domain/default-formats.js';
import { checkLegality, isLegal, legalFromDate } from './format.js';
import type { FormatDefinition } from '../../formats/domain/format-definition.js';
import { createPrintIndex } from './print-index.js';

const TODAY = '2026-11-22';
const ULTRA_BALL =
  'You can use this card only if you discard 2 other cards from your hand. Search your deck for a Pokémon, reveal it, and put it into your hand. Then, shuffle your deck.';

const ultraBallG = makeTrainer('sv1-196', 'Ultra Ball', 'Item', ULTRA_BALL, { regulationMark: 'G' });
const ultraBallI = makeTrainer('me1-131', 'Ultra Ball', 'Item', ULTRA_BALL, { regulationMark: 'I' });
const ultraBallSum = makeTrainer(
  'sm1-135',
  'Ultra Ball',
  'Item',
  'Discard 2 cards from your hand. If you do, search your deck for a Pokémon, reveal it, and put it into your hand. Then, shuffle your deck.',
  { regulationMark: null },
);
const iono = makeTrainer(
  'sv2-185',
  'Iono',
  'Supporter',
  'Each player shuffles their hand and puts it on the bottom of their deck.',
  { regulationMark: 'G' },
);
const ltcPhf = makeTrainer(
  'xy4-99',
  "Lysandre's Trump Card",
  'Item',
  "Each player shuffles all cards in his or her discard pile into his or her deck (except for Lysandre's Trump Card).",
  { regulationMark: null },
);
const ltcReprint = makeTrainer(
  'xy4-118',
  "Lysandre's Trump Card",
  'Item',
  "Each player shuffles all cards in his or her discard pile into his or her deck (except for Lysandre's Trump Card).",
  { regulationMark: null },
);
const marshadowBanned = makePokemon('sm35-45', 'Marshadow', 'Basic', {
  abilities: [
    {
      name: 'Let Loose',
      text: 'When you play this Pokémon from your hand onto your Bench during your turn, you may have each player shuffle their hand into their deck and draw 4 cards.',
      type: 'Ability',
    },
  ],
  regulationMark: null,
  setReleaseDate: '2017-10-06',
  setSeries: 'Sun & Moon',
  setName: 'Shining Legends',
});
const marshadowOther = makePokemon('sm3-45', 'Marshadow', 'Basic', {
  hp: 80,
  regulationMark: null,
  setReleaseDate: '2017-08-05',
  setSeries: 'Sun & Moon',
  setName: 'Burning Shadows',
});
const chaosRisingCard = makePokemon('me4-1', 'Weedle', 'Basic', { regulationMark: 'J' });

const index = createPrintIndex([
  ultraBallG,
  ultraBallI,
  ultraBallSum,
  iono,
  ltcPhf,
  ltcReprint,
  marshadowBanned,
  marshadowOther,
  chaosRisingCard,
]);

describe('Standard (regulation marks H, I, J)', () => {
  it('accepts a legal mark and refuses a rotated one with its reason', () => {
    expect(isLegal(ultraBallI, STANDARD_FORMAT, index, TODAY)).toBe(true);
    expect(checkLegality(iono, STANDARD_FORMAT, index, TODAY)).toEqual({
      legal: false,
      problem: 'regulation-mark',
      reason: 'is not legal in Standard: it has regulation mark G, and Standard allows H, I, J',
    });
  });

  it('accepts an old print when a legal print has the same name and game text (reprint rule)', () => {
    expect(checkLegality(ultraBallG, STANDARD_FORMAT, index, TODAY)).toEqual({
      legal: true,
      viaReprintOf: 'me1-131',
    });
    expect(isLegal(ultraBallSum, STANDARD_FORMAT, index, TODAY)).toBe(false);
  });

  it('accepts basic Energy of any age', () => {
    const baseEnergy = makeCard({
      id: 'base1-98',
      name: 'Fire Energy',
      supertype: 'Energy',
      subtypes: ['Basic'],
    });
    expect(isLegal(baseEnergy, STANDARD_FORMAT, index, TODAY)).toBe(true);
    expect(isLegal(makeBasicEnergy('sve-2', 'Fire'), STANDARD_FORMAT, index, TODAY)).toBe(true);
  });

  it('refuses a new set before its legal date', () => {
    expect(checkLegality(chaosRisingCard, STANDARD_FORMAT, index, '2026-06-04')).toMatchObject({
      legal: false,
      problem: 'not-yet-legal',
      reason: 'is not legal in Standard until 5 June 2026',
    });
    expect(isLegal(chaosRisingCard, STANDARD_FORMAT, index, '2026-06-05')).toBe(true);
    expect(isLegal(chaosRisingCard, STANDARD_FORMAT, index, new Date('2026-06-05T08:00:00Z'))).toBe(true);
  });

  it('gives unlisted sets the two-week rule', () => {
    expect(legalFromDate({ setId: 'me9', setReleaseDate: '2027-01-29' }, STANDARD_FORMAT)).toBe('2027-02-12');
    expect(legalFromDate({ setId: 'me4', setReleaseDate: '2026-05-22' }, STANDARD_FORMAT)).toBe('2026-06-05');
  });
});

describe('Expanded (Black & White onward, ban list)', () => {
  it('bans the listed print and its identical reprints, not other cards of the name', () => {
    expect(checkLegality(ltcPhf, EXPANDED_FORMAT, index, TODAY)).toMatchObject({
      legal: false,
      problem: 'banned',
    });
    expect(checkLegality(ltcReprint, EXPANDED_FORMAT, index, TODAY)).toMatchObject({
      legal: false,
      problem: 'banned',
    });
    expect(checkLegality(marshadowBanned, EXPANDED_FORMAT, index, TODAY)).toMatchObject({
      problem: 'banned',
      reason: 'is banned in Expanded',
    });
    expect(isLegal(marshadowOther, EXPANDED_FORMAT, index, TODAY)).toBe(true);
  });

  it('starts with the Black & White series, its promos included', () => {
    const bwPromo = makeTrainer('bwp-BW28', 'Tropical Beach', 'Stadium', 'x', { regulationMark: null });
    const blackWhite = makeTrainer('bw1-93', 'Energy Search', 'Item', 'x', { regulationMark: null });
    const callOfLegends = makePokemon('col1-1', 'Clefable', 'Stage 1', { regulationMark: null });
    const base = makePokemon('base1-4', 'Charizard', 'Stage 2', { regulationMark: null });
    expect(isLegal(bwPromo, EXPANDED_FORMAT, index, TODAY)).toBe(true);
    expect(isLegal(blackWhite, EXPANDED_FORMAT, index, TODAY)).toBe(true);
    expect(isLegal(callOfLegends, EXPANDED_FORMAT, index, TODAY)).toBe(false);
    expect(checkLegality(base, EXPANDED_FORMAT, index, TODAY)).toMatchObject({
      problem: 'set-not-in-format',
      reason: 'is not legal in Expanded: Base is older than Black & White',
    });
  });

  it('refuses Classic Collection cards and follows a name-wide ban an admin adds', () => {
    const classic = makePokemon('cel25c-4', 'Charizard', 'Stage 2', { regulationMark: null });
    expect(checkLegality(classic, EXPANDED_FORMAT, index, TODAY)).toMatchObject({ problem: 'excluded' });
    // Not even when a legal print has the same name and text: the reprint rule does not bring it back.
    const classicBall = {
      ...ultraBallI,
      id: 'cel25c-99_A',
      setId: 'cel25c',
      setName: 'Celebrations: Classic Collection',
    };
    const withClassic = createPrintIndex([ultraBallI, classicBall]);
    expect(isLegal(ultraBallI, EXPANDED_FORMAT, withClassic, TODAY)).toBe(true);
    expect(checkLegality(classicBall, EXPANDED_FORMAT, withClassic, TODAY)).toEqual({
      legal: false,
      problem: 'excluded',
      reason: 'is not legal in Expanded (Celebrations: Classic Collection is not tournament legal)',
    });
    // A single excluded print is named as such, not its whole set.
    const dragapult = makePokemon('swshp-SWSH132', 'Dragapult Prime', 'Stage 2', {
      setName: 'SWSH Black Star Promos',
    });
    expect(checkLegality(dragapult, EXPANDED_FORMAT, index, TODAY)).toMatchObject({
      reason: 'is not legal in Expanded (this print is not tournament legal)',
    });
    const custom: FormatDefinition = { ...EXPANDED_FORMAT, bannedCardNames: ['Iono'] };
    expect(isLegal(iono, custom, index, TODAY)).toBe(false);
    expect(isLegal(iono, EXPANDED_FORMAT, index, TODAY)).toBe(true);
  });
});
