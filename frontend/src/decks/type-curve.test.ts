import { describe, expect, it } from 'vitest';
import { barWidth, pokemonTypeDistribution } from './type-curve';

const card = (section: 'pokemon' | 'trainer' | 'energy', types: string[], count: number) => ({
  section,
  types,
  count,
});

describe('pokemonTypeDistribution', () => {
  it('counts copies of Pokémon per element, most first, ties alphabetically', () => {
    expect(
      pokemonTypeDistribution([
        card('pokemon', ['Water'], 2),
        card('pokemon', ['Fire'], 4),
        card('pokemon', ['Water'], 3),
        card('pokemon', ['Grass'], 4),
        card('trainer', [], 4),
        card('energy', ['Fire'], 10),
      ]),
    ).toEqual([
      { type: 'Water', count: 5 },
      { type: 'Fire', count: 4 },
      { type: 'Grass', count: 4 },
    ]);
  });

  it('counts a dual-type Pokémon for both types and a typeless one as Colorless', () => {
    expect(pokemonTypeDistribution([card('pokemon', ['Fire', 'Dragon'], 2), card('pokemon', [], 1)])).toEqual(
      [
        { type: 'Dragon', count: 2 },
        { type: 'Fire', count: 2 },
        { type: 'Colorless', count: 1 },
      ],
    );
  });

  it('is empty without Pokémon', () => {
    expect(pokemonTypeDistribution([])).toEqual([]);
  });
});

describe('barWidth', () => {
  it('scales to the largest count', () => {
    expect(barWidth(10, 10)).toBe(100);
    expect(barWidth(5, 10)).toBe(50);
    expect(barWidth(1, 100)).toBe(4);
    expect(barWidth(0, 10)).toBe(0);
    expect(barWidth(3, 0)).toBe(0);
  });
});
