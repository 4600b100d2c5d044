import { describe, expect, it } from 'vitest';
import { artworkFormSummary } from './artwork-form-schema';

const valid = { name: 'Eevee', authorId: 7, price: 45.5, images: [{ id: 'a' }] };

describe('artwork form', () => {
  it('asks for name, artist, price and at least one image', () => {
    expect(artworkFormSummary(valid)).toBeUndefined();
    for (const missing of [
      { name: '' },
      { authorId: null },
      { price: null },
      { images: [] },
      { images: undefined },
    ]) {
      expect(artworkFormSummary({ ...valid, ...missing })).toBe('club.artworks.validation.required');
    }
  });

  it('takes a price of at least 0 with two decimals at most', () => {
    expect(artworkFormSummary({ ...valid, price: 0 })).toBeUndefined();
    expect(artworkFormSummary({ ...valid, price: 0.1 + 0.2 })).toBeUndefined();
    expect(artworkFormSummary({ ...valid, price: -1 })).toBe('club.artworks.validation.price');
    expect(artworkFormSummary({ ...valid, price: 1.005 })).toBe('club.artworks.validation.price');
  });
});
