import { describe, expect, it } from 'vitest';
import { birthYearOf, isBirthDate, isPlayerId } from './player-id.js';

describe('Player ID', () => {
  it('takes the IDs TOM writes (six and seven digits)', () => {
    expect(isPlayerId('745650')).toBe(true);
    expect(isPlayerId('5152458')).toBe(true);
  });

  it('refuses anything but 4 to 10 digits', () => {
    for (const text of ['', '123', '12345678901', '5152 458', '515245a', '-515245', '５１５２４５８']) {
      expect(isPlayerId(text)).toBe(false);
    }
  });
});

describe('date of birth', () => {
  it('takes a real day up to today', () => {
    expect(isBirthDate('2012-02-29', '2026-11-28')).toBe(true);
    expect(isBirthDate('2026-11-28', '2026-11-28')).toBe(true);
    expect(birthYearOf('2012-02-29')).toBe(2012);
  });

  it('refuses days that do not exist, the future and another shape', () => {
    for (const text of ['2013-02-29', '2012-13-01', '1899-12-31', '2026-11-29', '12/03/2012', '2012-3-1']) {
      expect(isBirthDate(text, '2026-11-28')).toBe(false);
    }
  });
});
