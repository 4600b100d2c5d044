import { describe, expect, it } from 'vitest';
import { divisionBirthYears, divisionOf, seasonOf } from './divisions.js';

describe('age divisions', () => {
  it('starts a new season on 1 July', () => {
    expect(seasonOf('2026-06-30')).toBe(2026);
    expect(seasonOf('2026-07-01')).toBe(2027);
    expect(seasonOf('2026-12-05')).toBe(2027);
    expect(seasonOf('2027-01-10')).toBe(2027);
  });

  it('places birth years as the 2024 season did (juniors 2012 on, seniors 2008-2011, masters 2007 and before)', () => {
    const day = '2024-03-02';
    expect(divisionOf(2015, day)).toBe('JUNIOR');
    expect(divisionOf(2012, day)).toBe('JUNIOR');
    expect(divisionOf(2011, day)).toBe('SENIOR');
    expect(divisionOf(2008, day)).toBe('SENIOR');
    expect(divisionOf(2007, day)).toBe('MASTERS');
    expect(divisionOf(1980, day)).toBe('MASTERS');
  });

  it('moves everyone up a year at the season cut-off, not on birthdays', () => {
    // Born 2013: a Junior until 30 June 2025 (2025 season), a Senior from 1 July 2025 (2026 season).
    expect(divisionOf(2013, '2025-06-30')).toBe('JUNIOR');
    expect(divisionOf(2013, '2025-07-01')).toBe('SENIOR');
    expect(divisionOf(2009, '2025-06-30')).toBe('SENIOR');
    expect(divisionOf(2009, '2025-07-01')).toBe('MASTERS');
  });

  it('describes each division by birth years', () => {
    expect(divisionBirthYears(2027)).toEqual({
      JUNIOR: { from: 2015, to: null },
      SENIOR: { from: 2011, to: 2014 },
      MASTERS: { from: null, to: 2010 },
    });
  });
});
