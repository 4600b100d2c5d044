import { describe, expect, it } from 'vitest';
import {
  ELEMENT_OPTIONS,
  EMPTY_FILTERS,
  LEGAL_OPTIONS,
  SUPERTYPE_OPTIONS,
  nextPage,
  sameSearch,
  searchQuery,
  showingLabel,
} from './card-search';

describe('card search', () => {
  it('offers the filter options of spec 2 §2', () => {
    expect(SUPERTYPE_OPTIONS.map((o) => o.label)).toEqual(['All Types', 'Pokémon', 'Trainer', 'Energy']);
    expect(ELEMENT_OPTIONS.map((o) => o.label)).toEqual([
      'All Elements',
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
    expect(LEGAL_OPTIONS.map((o) => o.label)).toEqual(['All Formats', 'Standard Legal', 'Expanded Legal']);
  });

  it('leaves empty filters out and trims text', () => {
    expect(searchQuery(EMPTY_FILTERS, 50)).toEqual({ pageSize: 50 });
    expect(
      searchQuery(
        {
          q: ' pikachu ',
          supertype: 'Pokémon',
          type: 'Lightning',
          legal: 'standard',
          set: ' sv6 ',
          rarity: ' Rare ',
        },
        20,
        2,
      ),
    ).toEqual({
      pageSize: 20,
      page: 2,
      q: 'pikachu',
      supertype: 'Pokémon',
      type: 'Lightning',
      legal: 'standard',
      set: 'sv6',
      rarity: 'Rare',
    });
    expect(searchQuery({ ...EMPTY_FILTERS, q: '   ', set: ' ' }, 50)).toEqual({ pageSize: 50 });
  });

  it('compares searches by what they ask', () => {
    expect(sameSearch(EMPTY_FILTERS, { ...EMPTY_FILTERS, q: '  ' })).toBe(true);
    expect(sameSearch(EMPTY_FILTERS, { ...EMPTY_FILTERS, q: 'mew' })).toBe(false);
    expect(sameSearch({ ...EMPTY_FILTERS, type: 'Fire' }, { ...EMPTY_FILTERS, type: 'Water' })).toBe(false);
  });

  it('loads the next page while the page is below totalPages', () => {
    expect(nextPage({ page: 1, pageSize: 50, total: 120, totalPages: 3 })).toBe(2);
    expect(nextPage({ page: 3, pageSize: 50, total: 120, totalPages: 3 })).toBeUndefined();
    expect(nextPage({ page: 1, pageSize: 50, total: 0, totalPages: 0 })).toBeUndefined();
  });

  it("says 'Showing N of total cards'", () => {
    expect(showingLabel(50, 120)).toBe('Showing 50 of 120 cards');
    expect(showingLabel(100, 20360)).toBe('Showing 100 of 20,360 cards');
  });
});
