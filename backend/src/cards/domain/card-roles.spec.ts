import { makeCard, makePokemon, makeTrainer } from '../../../test/support/card-fixtures.js';
import type { CardRecord } from './card-record.js';
import {
  allowsAnyNumberOfCopies,
  basicEnergyTypeOf,
  isAceSpec,
  isBasicPokemon,
  isPrismStar,
  isRadiant,
  isSearchCard,
  isSwitchCard,
} from './card-roles.js';

const withAbility = (id: string, name: string, text: string): CardRecord =>
  makePokemon(id, name, 'Stage 2', { abilities: [{ name: 'Ability', text, type: 'Ability' }] });

/** Real card texts (Scarlet & Violet wording unless noted). */
const SEARCH_CARDS: CardRecord[] = [
  makeTrainer('sv1-196', 'Ultra Ball', 'Item', [
    'You can use this card only if you discard 2 other cards from your hand.',
    'Search your deck for a Pokémon, reveal it, and put it into your hand. Then, shuffle your deck.',
  ]),
  makeTrainer(
    'sv1-181',
    'Nest Ball',
    'Item',
    'Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck.',
  ),
  makeTrainer(
    'sv5-144',
    'Buddy-Buddy Poffin',
    'Item',
    'Search your deck for up to 2 Basic Pokémon with 70 HP or less and put them onto your Bench. Then, shuffle your deck.',
  ),
  makeTrainer(
    'sv1-166',
    'Arven',
    'Supporter',
    'Search your deck for an Item card and a Pokémon Tool card, reveal them, and put them into your hand. Then, shuffle your deck.',
  ),
  makeTrainer(
    'swsh10-147',
    'Irida',
    'Supporter',
    'Search your deck for a Water Pokémon and an Item card, reveal them, and put them into your hand. Then, shuffle your deck.',
  ),
  makeTrainer(
    'sv4-163',
    'Earthen Vessel',
    'Item',
    'You can use this card only if you discard another card from your hand. Search your deck for up to 2 Basic Energy cards, reveal them, and put them into your hand. Then, shuffle your deck.',
  ),
  makeTrainer(
    'sv1-178',
    'Artazon',
    'Stadium',
    "Once during each player's turn, that player may search their deck for a Basic Pokémon that doesn't have a Rule Box and put it onto their Bench. Then, that player shuffles their deck.",
  ),
  makeTrainer(
    'sv5-160',
    'Salvatore',
    'Supporter',
    'Search your deck for a card that has no Abilities and evolves from 1 of your Pokémon, and put it onto that Pokémon to evolve it. Then, shuffle your deck.',
  ),
  withAbility(
    'sv3-164',
    'Pidgeot ex',
    'Once during your turn, you may search your deck for a card and put it into your hand. Then, shuffle your deck.',
  ),
];

const NOT_SEARCH_CARDS: CardRecord[] = [
  makeTrainer(
    'sv1-183',
    'Great Ball',
    'Item',
    'Look at the top 7 cards of your deck. You may reveal a Pokémon you find there and put it into your hand. Shuffle the other cards back into your deck.',
  ),
  makeTrainer(
    'sv1-186',
    'Pokégear 3.0',
    'Item',
    'Look at the top 7 cards of your deck. You may reveal a Supporter card you find there and put it into your hand. Shuffle the other cards back into your deck.',
  ),
  makeTrainer(
    'sv8-164',
    'Brilliant Blender',
    'Item',
    'Search your deck for up to 5 cards and discard them. Then, shuffle your deck.',
    {
      subtypes: ['Item', 'ACE SPEC'],
    },
  ),
  makeTrainer(
    'sv2-172',
    "Boss's Orders (Ghetsis)",
    'Supporter',
    "Switch in 1 of your opponent's Benched Pokémon to the Active Spot.",
  ),
  makePokemon('sv6-128', 'Dreepy', 'Basic', {
    attacks: [
      {
        name: 'Call for Family',
        cost: ['Colorless'],
        convertedEnergyCost: 1,
        damage: '',
        text: 'Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck.',
      },
    ],
  }),
];

const SWITCH_CARDS: CardRecord[] = [
  makeTrainer('sv1-194', 'Switch', 'Item', 'Switch your Active Pokémon with 1 of your Benched Pokémon.'),
  makeTrainer(
    'sv2-163',
    'Escape Rope',
    'Item',
    'Each player switches their Active Pokémon with 1 of their Benched Pokémon. (Your opponent switches first. If a player does not have a Benched Pokémon, they don’t switch Pokémon.)',
  ),
  makeTrainer(
    'bw8-120',
    'Escape Rope',
    'Item',
    "Each player switches his or her Active Pokémon with 1 of his or her Benched Pokémon. (Your opponent switches first. If a player doesn't have a Benched Pokémon, he or she doesn't switch Pokémon.)",
  ),
  makeTrainer(
    'swsh10-154',
    'Switch Cart',
    'Item',
    'Switch your Active Basic Pokémon with 1 of your Benched Pokémon. If you do, heal 30 damage from the Pokémon you moved to your Bench.',
  ),
  makeTrainer(
    'sv5-157',
    'Prime Catcher',
    'Item',
    [
      "You can't have more than 1 ACE SPEC card in your deck.",
      "Switch in 1 of your opponent's Benched Pokémon to the Active Spot. If you do, switch your Active Pokémon with 1 of your Benched Pokémon.",
    ],
    { subtypes: ['Item', 'ACE SPEC'] },
  ),
  makeTrainer(
    'sm3-115',
    'Guzma',
    'Supporter',
    "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon. If you do, switch your Active Pokémon with 1 of your Benched Pokémon.",
  ),
  makeTrainer(
    'bw9-99',
    'Float Stone',
    'Pokémon Tool',
    'The Pokémon this card is attached to has no Retreat Cost.',
  ),
  makeTrainer(
    'swsh1-156',
    'Air Balloon',
    'Pokémon Tool',
    'The Retreat Cost of the Pokémon this card is attached to is {C}{C} less.',
  ),
  makeTrainer(
    'sv5-159',
    'Rescue Board',
    'Pokémon Tool',
    "The Retreat Cost of the Pokémon this card is attached to is {C} less. If that Pokémon's remaining HP is 30 or less, it has no Retreat Cost.",
  ),
  makeCard({
    id: 'sv2-190',
    name: 'Jet Energy',
    supertype: 'Energy',
    subtypes: ['Special'],
    rules: [
      'As long as this card is attached to a Pokémon, it provides {C} Energy.',
      'When you attach this card from your hand to 1 of your Benched Pokémon, switch that Pokémon with your Active Pokémon.',
    ],
  }),
  withAbility('sv8-76', 'Latias ex', 'Your Basic Pokémon in play have no Retreat Cost.'),
];

const NOT_SWITCH_CARDS: CardRecord[] = [
  makeTrainer(
    'sv2-172',
    "Boss's Orders (Ghetsis)",
    'Supporter',
    "Switch in 1 of your opponent's Benched Pokémon to the Active Spot.",
  ),
  makeTrainer(
    'sv6-160',
    'Counter Catcher',
    'Item',
    "You can play this card only if you have more Prize cards remaining than your opponent. Switch in 1 of your opponent's Benched Pokémon to the Active Spot.",
  ),
  makeTrainer(
    'bw2-95',
    'Pokémon Catcher',
    'Item',
    "Switch your opponent's Active Pokémon with 1 of their Benched Pokémon.",
  ),
  makeTrainer(
    'swsh10-141',
    'Feather Ball',
    'Item',
    'Search your deck for a Pokémon that has no Retreat Cost, reveal it, and put it into your hand. Then, shuffle your deck.',
  ),
  withAbility(
    'sv10-36',
    "Ethan's Magcargo",
    'If this Pokémon has no Energy attached, it has no Retreat Cost.',
  ),
  makePokemon('x-3', 'Pivot Pokémon', 'Basic', {
    attacks: [
      {
        name: 'U-turn',
        cost: ['Colorless'],
        convertedEnergyCost: 1,
        damage: '10',
        text: 'Switch this Pokémon with 1 of your Benched Pokémon.',
      },
    ],
  }),
];

describe('search cards', () => {
  it.each(SEARCH_CARDS.map((card) => [card.name, card]))('%s is a search card', (_name, card) => {
    expect(isSearchCard(card)).toBe(true);
  });
  it.each(NOT_SEARCH_CARDS.map((card) => [card.name, card]))('%s is not a search card', (_name, card) => {
    expect(isSearchCard(card)).toBe(false);
  });
});

describe('switch cards', () => {
  it.each(SWITCH_CARDS.map((card) => [`${card.name} (${card.id})`, card]))(
    '%s is a switch card',
    (_name, card) => {
      expect(isSwitchCard(card)).toBe(true);
    },
  );
  it.each(NOT_SWITCH_CARDS.map((card) => [card.name, card]))('%s is not a switch card', (_name, card) => {
    expect(isSwitchCard(card)).toBe(false);
  });
});

describe('rule classes', () => {
  it('recognises ACE SPEC by subtype, rarity or rule text', () => {
    expect(
      isAceSpec(makeTrainer('sv5-153', 'Master Ball', 'Item', 'x', { subtypes: ['Item', 'ACE SPEC'] })),
    ).toBe(true);
    expect(isAceSpec(makeTrainer('bw7-137', 'Computer Search', 'Item', 'x', { rarity: 'Rare ACE' }))).toBe(
      true,
    );
    expect(
      isAceSpec(
        makeTrainer('x-4', 'Some Item', 'Item', [
          'ACE SPEC: You can’t have more than 1 ACE SPEC card in your deck.',
        ]),
      ),
    ).toBe(true);
    expect(isAceSpec(makeTrainer('sv1-196', 'Ultra Ball', 'Item', 'x'))).toBe(false);
  });

  it('recognises Radiant and Prism Star cards', () => {
    expect(
      isRadiant(makePokemon('swsh10-46', 'Radiant Greninja', 'Basic', { subtypes: ['Basic', 'Radiant'] })),
    ).toBe(true);
    expect(isRadiant(makePokemon('sv1-1', 'Greninja', 'Stage 2'))).toBe(false);
    expect(
      isPrismStar(
        makeTrainer('sm6-110', 'Lysandre ◇', 'Supporter', 'x', { subtypes: ['Supporter', 'Prism Star'] }),
      ),
    ).toBe(true);
    expect(isPrismStar(makeTrainer('x-5', 'Cyrus ◇', 'Supporter', 'x'))).toBe(true);
  });

  it('lets Arceus be played in any number', () => {
    const arceus = makePokemon('pl4-AR1', 'Arceus', 'Basic', {
      rules: ['You may have as many of this card in your deck as you like.'],
    });
    expect(allowsAnyNumberOfCopies(arceus)).toBe(true);
    expect(allowsAnyNumberOfCopies(makePokemon('sv1-1', 'Pineco', 'Basic'))).toBe(false);
  });

  it('reads basic Energy types and Basic Pokémon (Baby Pokémon are Basic)', () => {
    expect(
      basicEnergyTypeOf(
        makeCard({ id: 'sm1-170', name: 'Darkness Energy', supertype: 'Energy', subtypes: ['Basic'] }),
      ),
    ).toBe('Darkness');
    expect(
      basicEnergyTypeOf(
        makeCard({ id: 'n4-1', name: 'Darkness Energy', supertype: 'Energy', subtypes: ['Special'] }),
      ),
    ).toBeUndefined();
    expect(isBasicPokemon(makePokemon('n1-1', 'Pichu', 'Baby'))).toBe(true);
    expect(isBasicPokemon(makePokemon('sv6-129', 'Drakloak', 'Stage 1'))).toBe(false);
  });
});
