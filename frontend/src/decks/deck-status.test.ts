import { describe, expect, it } from 'vitest';
import { deckStatus, metricTiles, shortList, validationSummary } from './deck-status';
import { makeMetrics } from './test/fixtures';

const v = (valid: boolean, errors: string[] = [], warnings: string[] = []) => ({ valid, errors, warnings });

describe('deckStatus', () => {
  it('reads "Deck is valid" for a valid deck, even with warnings', () => {
    expect(deckStatus(v(true))).toEqual({ kind: 'valid', label: 'Deck is valid' });
    expect(deckStatus(v(true, [], ['Only 1 switch card']))).toEqual({
      kind: 'valid',
      label: 'Deck is valid',
    });
  });

  it('counts errors before warnings', () => {
    expect(deckStatus(v(false, ['a', 'b'], ['w']))).toEqual({ kind: 'errors', label: '2 error(s) found' });
    expect(deckStatus(v(false, ['a']))).toEqual({ kind: 'errors', label: '1 error(s) found' });
  });

  it('counts warnings when there is no error', () => {
    expect(deckStatus(v(false, [], ['w1', 'w2', 'w3']))).toEqual({
      kind: 'warnings',
      label: '3 warning(s) found',
    });
  });

  it('is incomplete when neither valid nor any errors or warnings', () => {
    expect(deckStatus(v(false))).toEqual({ kind: 'incomplete', label: 'Deck incomplete' });
  });
});

describe('validation summary', () => {
  it('shows at most three and says how many more', () => {
    expect(shortList(['1', '2', '3', '4', '5'], 'errors')).toEqual({
      shown: ['1', '2', '3'],
      more: '+2 more errors...',
    });
    expect(shortList(['1', '2', '3'], 'warnings')).toEqual({ shown: ['1', '2', '3'], more: null });
    expect(shortList([], 'warnings')).toEqual({ shown: [], more: null });
  });

  it('summarises errors and warnings separately', () => {
    const summary = validationSummary(
      v(false, ['e1', 'e2', 'e3', 'e4'], ['w1', 'w2', 'w3', 'w4', 'w5', 'w6']),
    );
    expect(summary.errors.more).toBe('+1 more errors...');
    expect(summary.warnings.shown).toEqual(['w1', 'w2', 'w3']);
    expect(summary.warnings.more).toBe('+3 more warnings...');
  });
});

describe('metricTiles', () => {
  it('lists only the metrics above zero, in the spec order', () => {
    const tiles = metricTiles(
      makeMetrics({ basicPokemon: 8, stage2Pokemon: 2, exPokemon: 3, supporterCards: 10 }),
    );
    expect(tiles.map((t) => `${t.label}: ${t.value}`)).toEqual([
      'Basic Pokémon: 8',
      'Stage 2: 2',
      'ex Pokémon: 3',
      'Supporters: 10',
    ]);
  });

  it('knows all nine labels', () => {
    const all = metricTiles(
      makeMetrics({
        basicPokemon: 1,
        stage1Pokemon: 1,
        stage2Pokemon: 1,
        vPokemon: 1,
        gxPokemon: 1,
        exPokemon: 1,
        searchCards: 1,
        switchCards: 1,
        supporterCards: 1,
      }),
    );
    expect(all.map((t) => t.label)).toEqual([
      'Basic Pokémon',
      'Stage 1',
      'Stage 2',
      'V Pokémon',
      'GX Pokémon',
      'ex Pokémon',
      'Search Cards',
      'Switch Cards',
      'Supporters',
    ]);
    expect(metricTiles(makeMetrics())).toEqual([]);
    expect(metricTiles(undefined)).toEqual([]);
  });
});
