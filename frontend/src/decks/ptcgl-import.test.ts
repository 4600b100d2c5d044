import { describe, expect, it } from 'vitest';
import { importEntries, needsAttention, unresolvedLabel, type ImportReport } from './ptcgl-import';

describe('PTCGL import helpers', () => {
  it('lists the parsed cards Pokémon first, then Trainer, then Energy', () => {
    const entries = importEntries({
      sections: {
        energy: [{ id: 'sve-2', section: 'energy', count: 8 }],
        pokemon: [{ id: 'sv6-128', section: 'pokemon', count: 4 }],
        trainer: [{ id: 'sv1-166', section: 'trainer', count: 4 }],
      },
    });
    expect(entries.map((e) => e.id)).toEqual(['sv6-128', 'sv1-166', 'sve-2']);
  });

  it('asks for attention whenever something was not imported as written', () => {
    const clean: ImportReport = { imported: 60, unresolved: [], notes: [], failures: [] };
    expect(needsAttention(clean)).toBe(false);
    expect(needsAttention({ ...clean, unresolved: [{ line: 3, text: 'x', reason: 'y' }] })).toBe(true);
    expect(needsAttention({ ...clean, notes: [{ line: 3, text: 'x', id: 'a', note: 'n' }] })).toBe(true);
    expect(
      needsAttention({ ...clean, failures: [{ cardId: 'a', section: 'trainer', count: 4, message: 'm' }] }),
    ).toBe(true);
  });

  it('labels an unresolved line with its number, text and reason', () => {
    expect(
      unresolvedLabel({ line: 19, text: '4 Nonsense ZZZ 999', reason: 'No card named "Nonsense"' }),
    ).toBe('Line 19: 4 Nonsense ZZZ 999 — No card named "Nonsense"');
  });
});
