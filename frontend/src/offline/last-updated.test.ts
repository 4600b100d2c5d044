import { describe, expect, it } from 'vitest';
import { lastUpdatedText } from './last-updated';

describe('lastUpdatedText', () => {
  it('reads the UK clock: GMT in winter, BST in summer', () => {
    const now = new Date('2026-11-28T18:00:00Z');
    expect(lastUpdatedText(Date.parse('2026-11-28T14:32:59Z'), now)).toBe('Last updated 14:32');
    expect(lastUpdatedText(Date.parse('2026-07-04T13:05:00Z'), new Date('2026-07-04T20:00:00Z'))).toBe(
      'Last updated 14:05',
    );
  });

  it('names the day when the answer came on another day', () => {
    expect(lastUpdatedText(Date.parse('2026-11-27T21:05:00Z'), new Date('2026-11-28T09:00:00Z'))).toBe(
      'Last updated 27 Nov 2026, 21:05',
    );
  });
});
