import { describe, expect, it } from 'vitest';
import {
  cardNameError,
  cardNumberError,
  dayError,
  RULE_MESSAGES as M,
  seriesError,
  setIdError,
} from './format-rules';

describe('format rules', () => {
  it('takes set ids like sv6, sv3pt5 or swsh12.5', () => {
    for (const id of ['sv6', 'sv3pt5', 'swsh12.5', 'xy3', 'me1-promo']) expect(setIdError(id)).toBeNull();
    expect(setIdError('sv 6')).toBe(M.setId);
    expect(setIdError('sv6/')).toBe(M.setId);
    expect(setIdError('')).toBe(M.required);
  });

  it('takes card numbers like 99 or TG12', () => {
    for (const n of ['99', 'TG12', 'SWSH001', 'a']) expect(cardNumberError(n)).toBeNull();
    expect(cardNumberError('12/99')).toBe(M.number);
    expect(cardNumberError('TG-12')).toBe(M.number);
    expect(cardNumberError(' ')).toBe(M.required);
  });

  it('takes real days written YYYY-MM-DD', () => {
    expect(dayError('2025-02-29')).toBe(M.day);
    expect(dayError('2026-4-10')).toBe(M.day);
    expect(dayError('')).toBe(M.required);
    expect(dayError('2026-04-10')).toBeNull();
  });

  it('needs a name and a series, within their lengths', () => {
    expect(cardNameError('Lysandre’s Trump Card')).toBeNull();
    expect(cardNameError('x'.repeat(201))).toBe(M.name);
    expect(cardNameError('  ')).toBe(M.required);
    expect(seriesError('Black & White')).toBeNull();
    expect(seriesError('x'.repeat(101))).toBe(M.series);
    expect(seriesError('')).toBe(M.required);
  });
});
