import { makeBasicEnergy, makeCard, makePokemon, makeTrainer } from '../../../test/support/card-fixtures.js';
import { gameTextKey, normaliseGameText } from './game-text.js';

const ULTRA_BALL_SV =
  'You can use this card only if you discard 2 other cards from your hand. Search your deck for a Pokémon, reveal it, and put it into your hand. Then, shuffle your deck.';

describe('game text identity (reprint rule)', () => {
  it('treats prints with the same name and text as the same card, whatever the reminder lines and layout', () => {
    const svi = makeTrainer('sv1-196', 'Ultra Ball', 'Item', ULTRA_BALL_SV, { regulationMark: 'G' });
    // Ascended Heroes files the text as one run-on line and drops the Item reminder.
    const asc = makeCard({
      id: 'me2pt5-213',
      name: 'Ultra Ball',
      supertype: 'Trainer',
      subtypes: ['Item'],
      rules: [ULTRA_BALL_SV.replace('hand. Search', 'hand.Search')],
    });
    expect(gameTextKey(svi)).toBe(gameTextKey(asc));
  });

  it('keeps different wordings apart (Sun & Moon Ultra Ball is not the Scarlet & Violet one)', () => {
    const sum = makeTrainer(
      'sm1-135',
      'Ultra Ball',
      'Item',
      'Discard 2 cards from your hand. If you do, search your deck for a Pokémon, reveal it, and put it into your hand. Then, shuffle your deck.',
    );
    const svi = makeTrainer('sv1-196', 'Ultra Ball', 'Item', ULTRA_BALL_SV);
    expect(gameTextKey(sum)).not.toBe(gameTextKey(svi));
  });

  it('ignores the subtitle of Professor’s Research prints', () => {
    const sada = makeTrainer(
      'sv1-189',
      "Professor's Research (Professor Sada)",
      'Supporter',
      'Discard your hand and draw 7 cards.',
    );
    const plain = makeTrainer(
      'sv4pt5-87',
      "Professor's Research",
      'Supporter',
      'Discard your hand and draw 7 cards.',
    );
    expect(gameTextKey(sada)).toBe(gameTextKey(plain));
  });

  it('reads "his or her" and "Shuffle your deck afterward." as their modern wording', () => {
    expect(normaliseGameText('Your opponent shuffles his or her hand into his or her deck.')).toBe(
      normaliseGameText('Your opponent shuffles their hand into their deck.'),
    );
    expect(normaliseGameText('Put it into your hand. Shuffle your deck afterward.')).toBe(
      normaliseGameText('Put it into your hand. Then, shuffle your deck.'),
    );
  });

  it('drops reminder text in parentheses and energy symbols read as words', () => {
    expect(normaliseGameText('Attach {R} Energy (before your attack).')).toBe(
      normaliseGameText('Attach Fire Energy.'),
    );
  });

  it('compares Pokémon by stage, HP, types, abilities and attacks', () => {
    const dreepy = makePokemon('sv6-128', 'Dreepy', 'Basic', { hp: 70, types: ['Dragon'] });
    expect(gameTextKey(makePokemon('sv8pt5-71', 'Dreepy', 'Basic', { hp: 70, types: ['Dragon'] }))).toBe(
      gameTextKey(dreepy),
    );
    expect(gameTextKey(makePokemon('x-1', 'Dreepy', 'Basic', { hp: 60, types: ['Dragon'] }))).not.toBe(
      gameTextKey(dreepy),
    );
    const otherAttack = makePokemon('x-2', 'Dreepy', 'Basic', {
      hp: 70,
      types: ['Dragon'],
      attacks: [{ name: 'Bite', cost: ['Psychic', 'Fire'], convertedEnergyCost: 2, damage: '40', text: '' }],
    });
    expect(gameTextKey(otherAttack)).not.toBe(gameTextKey(dreepy));
  });

  it('identifies basic Energy by type only', () => {
    expect(gameTextKey(makeBasicEnergy('sve-2', 'Fire'))).toBe(
      gameTextKey(makeCard({ id: 'sm1-165', name: 'Fire Energy', supertype: 'Energy', subtypes: ['Basic'] })),
    );
    expect(gameTextKey(makeBasicEnergy('sve-2', 'Fire'))).not.toBe(
      gameTextKey(makeBasicEnergy('sve-3', 'Water')),
    );
  });
});
