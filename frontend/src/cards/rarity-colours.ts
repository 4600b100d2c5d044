import type { ChipColours } from './element-colours';
import { readableTextOn } from './contrast';

/** The rarity tiers the tiles colour by; the data set has some forty rarity names. */
export type RarityTier =
  'common' | 'uncommon' | 'rare' | 'holo' | 'ultra' | 'secret' | 'ace' | 'promo' | 'other';

export const RARITY_TIER_COLOURS: Record<RarityTier, string> = {
  common: '#5f6368',
  uncommon: '#2e7d32',
  rare: '#1565c0',
  holo: '#6a1b9a',
  ultra: '#ad1457',
  secret: '#f2c14e',
  ace: '#b3261e',
  promo: '#00695c',
  other: '#455a64',
};

/** Which tier a rarity name belongs to (case-insensitive). */
export function rarityTier(rarity: string): RarityTier {
  const r = rarity.trim().toLowerCase();
  if (r === 'common') return 'common';
  if (r === 'uncommon') return 'uncommon';
  if (r.includes('ace')) return 'ace';
  if (r.includes('promo')) return 'promo';
  if (/secret|hyper|rainbow|illustration|shiny|gold|amazing|radiant|trainer gallery|legend/.test(r)) {
    return 'secret';
  }
  if (/ultra|double|holo (?:v|ex|gx|lv\.x)|prime|break|star|prism|ex$|gx$/.test(r)) return 'ultra';
  if (r.includes('holo')) return 'holo';
  if (r.startsWith('rare')) return 'rare';
  return 'other';
}

/** Chip colours for a card's rarity, or null when the card has none. */
export function rarityColours(rarity: string | null | undefined): ChipColours | null {
  if (!rarity || !rarity.trim()) return null;
  const background = RARITY_TIER_COLOURS[rarityTier(rarity)];
  return { background, text: readableTextOn(background) };
}
