/** A deck has exactly this many cards (Play! Pokémon). */
export const DECK_SIZE = 60;

/**
 * The deck builder's energy bands (spec 2 §9): 8–14 Energy cards recommended; 6–7 and 15–16 the warning band;
 * fewer than 6 or more than 16 the red zone. The server's validation warns outside the recommended range in these
 * words, and the builder's Energy Analysis draws the bands and says the same.
 */
export const ENERGY_RECOMMENDED = { min: 8, max: 14 } as const;
export const ENERGY_WARNING_BAND = { low: 6, high: 16 } as const;

export const LOW_ENERGY_WARNING = 'Low energy count. Consider adding more energy cards.';
export const HIGH_ENERGY_WARNING = 'High energy count. Consider reducing energy for more consistency.';
export const ENERGY_IN_RANGE = 'Energy count is within recommended range.';

export type EnergyZone = 'red-low' | 'warning-low' | 'recommended' | 'warning-high' | 'red-high';

export function energyZone(count: number): EnergyZone {
  if (count < ENERGY_WARNING_BAND.low) return 'red-low';
  if (count < ENERGY_RECOMMENDED.min) return 'warning-low';
  if (count <= ENERGY_RECOMMENDED.max) return 'recommended';
  if (count <= ENERGY_WARNING_BAND.high) return 'warning-high';
  return 'red-high';
}

/** The warning for a deck's Energy count, or null inside the recommended range. */
export function energyWarning(count: number): string | null {
  if (count < ENERGY_RECOMMENDED.min) return LOW_ENERGY_WARNING;
  if (count > ENERGY_RECOMMENDED.max) return HIGH_ENERGY_WARNING;
  return null;
}
