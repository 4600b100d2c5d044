import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { RARITY_TIER_COLOURS, rarityColours, rarityTier } from './rarity-colours';

describe('rarity colours', () => {
  it.each([
    ['Common', 'common'],
    ['Uncommon', 'uncommon'],
    ['Rare', 'rare'],
    ['Rare Holo', 'holo'],
    ['Rare Holo V', 'ultra'],
    ['Double Rare', 'ultra'],
    ['Ultra Rare', 'ultra'],
    ['Illustration Rare', 'secret'],
    ['Special Illustration Rare', 'secret'],
    ['Hyper Rare', 'secret'],
    ['Rare Secret', 'secret'],
    ['ACE SPEC Rare', 'ace'],
    ['Promo', 'promo'],
    ['Something New', 'other'],
  ])('%s is %s', (rarity, tier) => {
    expect(rarityTier(rarity)).toBe(tier);
  });

  it('has no chip for a card without rarity', () => {
    expect(rarityColours(null)).toBeNull();
    expect(rarityColours('  ')).toBeNull();
  });

  it.each([
    'Common',
    'Uncommon',
    'Rare',
    'Rare Holo',
    'Ultra Rare',
    'Hyper Rare',
    'ACE SPEC Rare',
    'Promo',
    'Odd',
  ])('chip text for %s meets WCAG AA', (rarity) => {
    const colours = rarityColours(rarity);
    expect(colours?.background).toBe(RARITY_TIER_COLOURS[rarityTier(rarity)]);
    expect(contrastRatio(colours!.background, colours!.text)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
