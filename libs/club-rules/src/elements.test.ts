import { describe, expect, it } from 'vitest';
import { BASIC_ENERGY_TYPES, ELEMENTS, energySymbolOf, isEnergyType, parseEnergyType } from './elements.js';

describe('the elements', () => {
  it('are the eleven of the game, in the order the filters list them', () => {
    expect(ELEMENTS).toEqual([
      'Colorless',
      'Darkness',
      'Dragon',
      'Fairy',
      'Fighting',
      'Fire',
      'Grass',
      'Lightning',
      'Metal',
      'Psychic',
      'Water',
    ]);
  });

  it('have basic Energy in PTCGL numbering, without Dragon or Colorless', () => {
    expect(BASIC_ENERGY_TYPES).toEqual([
      'Grass',
      'Fire',
      'Water',
      'Lightning',
      'Psychic',
      'Fighting',
      'Darkness',
      'Metal',
      'Fairy',
    ]);
  });

  it.each([
    ['Fire', 'Fire'],
    ['fire', 'Fire'],
    ['R', 'Fire'],
    ['{R}', 'Fire'],
    ['[y]', 'Fairy'],
    [' Colorless ', 'Colorless'],
    ['Fyre', undefined],
    ['X', undefined],
  ])('read %j as %j', (token, type) => {
    expect(parseEnergyType(token)).toBe(type);
  });

  it('write Fire as R and Fairy as Y', () => {
    expect([energySymbolOf('Fire'), energySymbolOf('Fairy'), energySymbolOf('Dragon')]).toEqual([
      'R',
      'Y',
      'N',
    ]);
  });

  it('are told from other text as the card data writes them', () => {
    expect([isEnergyType('Metal'), isEnergyType('metal'), isEnergyType('Steel')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
