import { describe, expect, it } from 'vitest';
import { releaseFormSummary, toReleaseRecord } from './release-form-schema';

const valid = { packName: 'Surging Sparks', releaseDate: '2026-11-08', releaseType: 'BOOSTER_SET' };

describe('release form', () => {
  it('asks for pack name, date and type first, then a valid image URL', () => {
    expect(releaseFormSummary(valid)).toBeUndefined();
    expect(releaseFormSummary({ ...valid, packName: ' ' })).toBe('club.releases.validation.required');
    expect(releaseFormSummary({ ...valid, releaseDate: null, imageUrl: 'nope' })).toBe(
      'club.releases.validation.required',
    );
    expect(releaseFormSummary({ ...valid, imageUrl: 'javascript:alert(1)' })).toBe(
      'club.releases.validation.imageUrl',
    );
    expect(releaseFormSummary({ ...valid, imageUrl: 'https://img.example/sv8.png' })).toBeUndefined();
  });

  it('sends an emptied image URL and description as none', () => {
    expect(toReleaseRecord({ ...valid, imageUrl: ' ', description: '' })).toEqual({
      ...valid,
      imageUrl: null,
      description: null,
    });
  });
});
