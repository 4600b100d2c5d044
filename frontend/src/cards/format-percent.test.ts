import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './format-percent';

describe('formatPercent', () => {
  it('shows one decimal, en-GB', () => {
    expect(formatPercent(0.8754)).toBe('87.5%');
    expect(formatPercent(0.12345)).toBe('12.3%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(0.00049)).toBe('0.0%');
  });

  it('clamps and handles missing values', () => {
    expect(formatPercent(1.2)).toBe('100.0%');
    expect(formatPercent(Number.NaN)).toBe('–');
    expect(formatPercent(undefined)).toBe('–');
  });
});

describe('formatCount', () => {
  it('groups thousands the en-GB way', () => {
    expect(formatCount(20360)).toBe('20,360');
    expect(formatCount(50)).toBe('50');
  });
});
