import { makeBasicEnergy, makeCard, makePokemon, makeTrainer } from '../../../test/support/card-fixtures.js';
import {
  ENERGY_SUBTYPES,
  POKEMON_STAGE_SUBTYPES,
  repairCard,
  repairCards,
  repairSentence,
  TRAINER_SUBTYPES,
} from './card-repairs.js';
import type { CardRecord } from './card-record.js';
import { loadCardData } from './load-card-data.js';

/** Ascended Heroes' Boss's Orders as the public data files it: a Supporter with the supertype Pokémon. */
const misfiledSupporter = makeCard({
  id: 'me2pt5-183',
  name: "Boss's Orders",
  supertype: 'Pokémon',
  subtypes: ['Supporter'],
  regulationMark: 'I',
});

describe('card repairs', () => {
  it('files a card with a Trainer subtype as a Trainer, without the Pokémon fields, and says why', () => {
    const { card, repairs } = repairCard({
      ...misfiledSupporter,
      types: ['Colorless'],
      retreatCost: ['Colorless'],
    });
    expect(card).toMatchObject({
      supertype: 'Trainer',
      subtypes: ['Supporter'],
      hp: null,
      types: [],
      retreatCost: [],
    });
    expect(repairs).toEqual([
      {
        cardId: 'me2pt5-183',
        name: "Boss's Orders",
        field: 'supertype',
        from: 'Pokémon',
        to: 'Trainer',
        reason: "its subtype Supporter is a Trainer card's",
      },
    ]);
    expect(repairSentence(repairs[0])).toBe(
      "me2pt5-183 Boss's Orders: supertype Pokémon → Trainer (its subtype Supporter is a Trainer card's)",
    );
  });

  it.each(['Item', 'Stadium', 'Pokémon Tool', 'Technical Machine'])(
    'reads %s as a Trainer subtype',
    (kind) => {
      expect(repairCard({ ...misfiledSupporter, subtypes: [kind] }).card.supertype).toBe('Trainer');
    },
  );

  it('files a card with a Special Energy subtype as Energy', () => {
    const card = makeCard({ id: 'x-1', name: 'Jet Energy', supertype: 'Trainer', subtypes: ['Special'] });
    expect(repairCard(card).card.supertype).toBe('Energy');
  });

  it('drops a Pokémon stage from a Trainer (TM Machine is an Item, not a Mega Evolution)', () => {
    const tmMachine = makeTrainer('sv10-181', 'TM Machine', 'Item', 'Search your deck.', {
      subtypes: ['Item', 'MEGA'],
    });
    const { card, repairs } = repairCard(tmMachine);
    expect(card.subtypes).toEqual(['Item']);
    expect(repairs).toEqual([
      expect.objectContaining({
        field: 'subtypes',
        from: 'Item, MEGA',
        to: 'Item',
        reason: 'MEGA is a Pokémon stage, and this is a Trainer card',
      }),
    ]);
  });

  it('leaves consistent cards as they are: Basic is both a Pokémon stage and an Energy kind', () => {
    const cards = [
      makePokemon('sv1-1', 'Pineco', 'Basic'),
      makeTrainer('sv1-196', 'Ultra Ball', 'Item', 'Search your deck.'),
      makeBasicEnergy('sve-2', 'Fire'),
      makeCard({ id: 'sv2-190', name: 'Jet Energy', supertype: 'Energy', subtypes: ['Special'] }),
    ];
    const result = repairCards(cards);
    expect(result.repairs).toEqual([]);
    expect(result.cards).toEqual(cards);
  });
});

const dataDir = process.env.CARD_DATA_DIR;
const describeWithData = dataDir ? describe : describe.skip;

describeWithData(
  `the whole card data set after repair (set CARD_DATA_DIR; now ${dataDir ?? 'unset'})`,
  () => {
    let cards: CardRecord[];
    let repairs: Awaited<ReturnType<typeof loadCardData>>['repairs'];

    beforeAll(async () => {
      ({ cards, repairs } = await loadCardData(dataDir as string));
    });

    it('holds every card to its subtypes: Trainer subtypes on Trainers, Energy subtypes on Energy, stages on Pokémon', () => {
      const broken = cards.filter(
        (card) =>
          (card.subtypes.some((subtype) => TRAINER_SUBTYPES.includes(subtype)) &&
            card.supertype !== 'Trainer') ||
          (card.subtypes.some((subtype) => ENERGY_SUBTYPES.includes(subtype)) &&
            card.supertype !== 'Energy') ||
          (card.subtypes.some((subtype) => POKEMON_STAGE_SUBTYPES.includes(subtype)) &&
            card.supertype !== 'Pokémon'),
      );
      expect(broken.map((card) => card.id)).toEqual([]);
    });

    it('gives every Pokémon its HP and no Trainer a type', () => {
      expect(cards.filter((card) => card.supertype === 'Pokémon' && !card.hp).map((card) => card.id)).toEqual(
        [],
      );
      expect(
        cards.filter((card) => card.supertype === 'Trainer' && card.types.length > 0).map((card) => card.id),
      ).toEqual([]);
    });

    it('repairs the 22 Ascended Heroes Supporters filed as Pokémon, and the Item filed as a Mega Evolution', () => {
      const supertypes = repairs.filter((repair) => repair.field === 'supertype');
      expect(supertypes).toHaveLength(22);
      expect(
        supertypes.every((repair) => repair.cardId.startsWith('me2pt5-') && repair.to === 'Trainer'),
      ).toBe(true);
      expect(supertypes.map((repair) => repair.name)).toEqual(
        expect.arrayContaining(["Boss's Orders", 'Canari', "Lillie's Determination"]),
      );
      expect(repairs.filter((repair) => repair.field === 'subtypes').map((repair) => repair.cardId)).toEqual([
        'sv10-181',
      ]);
    });
  },
);
