import { describe, expect, it } from 'vitest';
import { swissRounds, topCutSize } from './attendance.js';

describe('rounds and top cut by attendance', () => {
  it.each([
    [2, 1, 0],
    [3, 2, 0],
    [4, 3, 0],
    [8, 3, 0],
    [9, 4, 2],
    [12, 4, 2],
    [13, 5, 4],
    [20, 5, 4],
    [21, 5, 8],
    [24, 5, 8],
    [32, 5, 8],
    [33, 6, 8],
    [64, 6, 8],
    [65, 7, 8],
    [128, 7, 8],
    [129, 8, 16],
    [226, 8, 16],
    [227, 9, 32],
    [409, 9, 32],
    [410, 10, 64],
    [1000, 10, 64],
  ])('%i players: %i Swiss rounds, top %i', (players, rounds, cut) => {
    expect(swissRounds(players)).toBe(rounds);
    expect(topCutSize(players)).toBe(cut);
  });

  it('has no tournament for fewer than two players', () => {
    expect(swissRounds(0)).toBe(0);
    expect(swissRounds(1)).toBe(0);
    expect(topCutSize(1)).toBe(0);
  });

  it('never cuts to more than half the field and never shrinks as attendance grows', () => {
    for (let players = 2; players < 600; players++) {
      expect(topCutSize(players)).toBeLessThanOrEqual(players / 2);
      expect(swissRounds(players + 1)).toBeGreaterThanOrEqual(swissRounds(players));
      expect(topCutSize(players + 1)).toBeGreaterThanOrEqual(topCutSize(players));
    }
  });
});
