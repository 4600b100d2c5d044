import { describe, expect, it } from 'vitest';
import { daysAway, daysAwayLabel, releaseDateLabel } from './release-display';

describe('release display', () => {
  it('starts a UK day at London midnight, an hour earlier in UTC in summer', () => {
    expect(daysAwayLabel('2026-01-10', new Date('2026-01-09T23:59:00Z'))).toBe('1 day away');
    expect(daysAwayLabel('2026-01-10', new Date('2026-01-10T00:00:00Z'))).toBe('Today');
    expect(daysAwayLabel('2026-07-18', new Date('2026-07-17T23:00:00Z'))).toBe('Today');
  });

  it("reads 'Today' through the whole of a day the clocks change, 23 or 25 hours long", () => {
    // 25 October 2026 runs from 23:00 UTC on the 24th (BST) to midnight UTC (GMT).
    expect(daysAwayLabel('2026-10-25', new Date('2026-10-25T23:30:00Z'))).toBe('Today');
    expect(daysAwayLabel('2026-10-25', new Date('2026-10-26T00:00:00Z'))).toBe('Released');
    // 29 March 2026 runs from midnight UTC (GMT) to 23:00 UTC (BST).
    expect(daysAwayLabel('2026-03-29', new Date('2026-03-29T22:30:00Z'))).toBe('Today');
    expect(daysAwayLabel('2026-03-29', new Date('2026-03-29T23:00:00Z'))).toBe('Released');
  });

  it('counts days away as the ceiling of the days left', () => {
    expect(daysAway('2026-01-10', new Date('2026-01-09T00:00:00Z'))).toBe(1);
    expect(daysAway('2026-01-10', new Date('2026-01-08T23:59:00Z'))).toBe(2);
    expect(daysAway('2026-01-10', new Date('2026-01-01T12:00:00Z'))).toBe(9);
    expect(daysAwayLabel('2026-01-10', new Date('2026-01-09T23:00:00Z'))).toBe('1 day away');
    expect(daysAwayLabel('2026-01-10', new Date('2026-01-01T12:00:00Z'))).toBe('9 days away');
  });

  it("reads 'Today' all through the release's UK day", () => {
    expect(daysAwayLabel('2026-07-18', new Date('2026-07-17T23:00:00Z'))).toBe('Today');
    expect(daysAwayLabel('2026-07-18', new Date('2026-07-18T22:59:00Z'))).toBe('Today');
    expect(daysAwayLabel('2026-07-18', new Date('2026-07-17T22:59:00Z'))).toBe('1 day away');
    expect(daysAwayLabel('2026-07-18', new Date('2026-07-18T23:00:00Z'))).toBe('Released');
  });

  it('writes the day in en-GB', () => {
    expect(releaseDateLabel('2026-07-18')).toBe('18 July 2026');
  });
});
