import { describe, expect, it } from 'vitest';
import { printSections } from './print-sheet';
import { makeDeckCard } from './test/fixtures';

describe('printSections', () => {
  it('lists each section sorted by name with count, set code, number and regulation mark', () => {
    const sections = printSections([
      makeDeckCard({
        id: 'sv6-1',
        name: 'Zapdos',
        setCode: 'TWM',
        number: '10',
        regulationMark: 'H',
        count: 2,
      }),
      makeDeckCard({
        id: 'sv1-2',
        name: 'Arven',
        supertype: 'Trainer',
        section: 'trainer',
        setCode: 'SVI',
        number: '166',
        regulationMark: 'G',
        count: 4,
      }),
      makeDeckCard({
        id: 'sv6-3',
        name: 'Applin',
        setCode: 'TWM',
        number: '9',
        regulationMark: null,
        count: 1,
      }),
      makeDeckCard({
        id: 'sve-1',
        name: 'Basic Grass Energy',
        supertype: 'Energy',
        section: 'energy',
        setCode: '',
        setId: 'sve',
        number: '1',
        count: 8,
      }),
    ]);
    expect(sections.map((s) => [s.title, s.total])).toEqual([
      ['Pokémon', 3],
      ['Trainer Cards', 4],
      ['Energy', 8],
    ]);
    expect(sections[0].rows).toEqual([
      { count: 1, name: 'Applin', set: 'TWM', number: '9', regulationMark: '' },
      { count: 2, name: 'Zapdos', set: 'TWM', number: '10', regulationMark: 'H' },
    ]);
    expect(sections[2].rows[0].set).toBe('SVE');
  });
});
