import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('computes the WCAG luminance and ratio', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
  });

  it('picks white on dark and near-black on light backgrounds', () => {
    expect(readableTextOn('#0d47a1')).toBe('#ffffff');
    expect(readableTextOn('#ffcb05')).toBe('#1a1a1a');
  });

  it('rejects what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow(/rrggbb/);
  });
});
