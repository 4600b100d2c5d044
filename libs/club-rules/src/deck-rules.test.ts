import { describe, expect, it } from 'vitest';
import { energyWarning, energyZone } from './deck-rules.js';

describe('the deck energy bands', () => {
  it.each([
    [0, 'red-low'],
    [5, 'red-low'],
    [6, 'warning-low'],
    [7, 'warning-low'],
    [8, 'recommended'],
    [14, 'recommended'],
    [15, 'warning-high'],
    [16, 'warning-high'],
    [17, 'red-high'],
    [40, 'red-high'],
  ])('put %i Energy in the %s zone', (count, zone) => {
    expect(energyZone(count)).toBe(zone);
  });

  it.each([
    [3, 'Low energy count. Consider adding more energy cards.'],
    [7, 'Low energy count. Consider adding more energy cards.'],
    [8, null],
    [14, null],
    [15, 'High energy count. Consider reducing energy for more consistency.'],
    [20, 'High energy count. Consider reducing energy for more consistency.'],
  ])('warn about %i Energy in the words of spec 2 §9: %j', (count, warning) => {
    expect(energyWarning(count)).toBe(warning);
  });
});
