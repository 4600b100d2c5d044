import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('formats in en-GB for Europe/London, following summer time', () => {
    expect(formatDateTime('2026-01-15T09:05:00Z')).toBe('15 Jan 2026, 09:05');
    expect(formatDateTime('2026-07-15T09:05:00Z')).toBe('15 Jul 2026, 10:05');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('nope')).toBe('');
  });
});
