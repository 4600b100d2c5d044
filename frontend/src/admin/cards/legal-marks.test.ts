import { describe, expect, it } from 'vitest';
import { formatMarks, marksError, parseMarks } from './legal-marks';

describe('parseMarks', () => {
  it('reads comma- or space-separated capital letters, once each, in the order typed', () => {
    expect(parseMarks('G, H, I')).toEqual({ marks: ['G', 'H', 'I'], invalid: [] });
    expect(parseMarks(' I,H  J,,H ')).toEqual({ marks: ['I', 'H', 'J'], invalid: [] });
    expect(parseMarks('')).toEqual({ marks: [], invalid: [] });
  });

  it('keeps what is not one capital letter apart', () => {
    expect(parseMarks('G, h, HI, 1, É')).toEqual({ marks: ['G'], invalid: ['h', 'HI', '1', 'É'] });
  });
});

describe('formatMarks', () => {
  it('joins with a comma and a space', () => {
    expect(formatMarks(['G', 'H', 'I'])).toBe('G, H, I');
    expect(formatMarks(undefined)).toBe('');
  });
});

describe('marksError', () => {
  it('accepts a list of marks', () => {
    expect(marksError('H, I, J')).toBeNull();
  });

  it('names the entries that are not marks', () => {
    expect(marksError('H, i')).toBe("Each regulation mark is one capital letter, e.g. H; 'i' is not.");
    expect(marksError('HI, 2')).toBe(
      "Each regulation mark is one capital letter, e.g. H; 'HI', '2' are not.",
    );
  });

  it('asks for at least one mark', () => {
    expect(marksError(' , ')).toBe('Give at least one regulation mark.');
  });
});
