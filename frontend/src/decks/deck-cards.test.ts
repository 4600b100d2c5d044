import { describe, expect, it } from 'vitest';
import {
  cardsIn,
  copiesOf,
  deckSizeLabel,
  formatLabel,
  parseDeckId,
  sectionCounts,
  sectionFor,
} from './deck-cards';

describe('deck cards', () => {
  it('puts a card in its section by supertype (spec 2 §5)', () => {
    expect(sectionFor('Pokémon')).toBe('pokemon');
    expect(sectionFor('Trainer')).toBe('trainer');
    expect(sectionFor('Energy')).toBe('energy');
    expect(sectionFor('Something else')).toBe('energy');
  });

  it('labels the deck size as n/60', () => {
    expect(deckSizeLabel(0)).toBe('0/60');
    expect(deckSizeLabel(60)).toBe('60/60');
  });

  const cards = [
    { id: 'a', section: 'pokemon' as const, count: 3 },
    { id: 'b', section: 'trainer' as const, count: 4 },
    { id: 'c', section: 'energy' as const, count: 10 },
    { id: 'd', section: 'pokemon' as const, count: 1 },
  ];

  it('counts copies of one card', () => {
    expect(copiesOf(cards, 'b')).toBe(4);
    expect(copiesOf(cards, 'x')).toBe(0);
    expect(copiesOf(undefined, 'a')).toBe(0);
  });

  it('splits and counts sections', () => {
    expect(cardsIn(cards, 'pokemon').map((c) => c.id)).toEqual(['a', 'd']);
    expect(sectionCounts(cards)).toEqual({ pokemon: 4, trainer: 4, energy: 10, total: 18 });
  });

  it('labels formats, defaulting to Standard', () => {
    expect(formatLabel('expanded')).toBe('Expanded');
    expect(formatLabel('standard')).toBe('Standard');
    expect(formatLabel(undefined)).toBe('Standard');
  });

  it('reads a deck id from the route', () => {
    expect(parseDeckId('7')).toBe(7);
    expect(parseDeckId('2147483647')).toBe(2147483647);
    for (const bad of [undefined, '', '0', '-1', 'abc', '1.5', '7x', '2147483648', '99999999999']) {
      expect(parseDeckId(bad)).toBeNull();
    }
  });
});
