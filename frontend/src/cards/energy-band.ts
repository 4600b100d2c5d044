/** Recommended energy count and its warning band (spec 2 §9). */
export const ENERGY_RECOMMENDED = { min: 8, max: 14 } as const;
export const ENERGY_WARNING_BAND = { low: 6, high: 16 } as const;

/**
 * Where an energy count falls: 8-14 recommended; 6-7 and 15-16 the warning band; below 6 or above 16
 * the red zone.
 */
export type EnergyZone = 'red-low' | 'warning-low' | 'recommended' | 'warning-high' | 'red-high';

export const ENERGY_MESSAGES = {
  low: 'Low energy count. Consider adding more energy cards.',
  high: 'High energy count. Consider reducing energy for more consistency.',
  ok: 'Energy count is within recommended range.',
} as const;

export function energyZone(count: number): EnergyZone {
  if (count < ENERGY_WARNING_BAND.low) return 'red-low';
  if (count < ENERGY_RECOMMENDED.min) return 'warning-low';
  if (count <= ENERGY_RECOMMENDED.max) return 'recommended';
  if (count <= ENERGY_WARNING_BAND.high) return 'warning-high';
  return 'red-high';
}

export interface EnergyAnalysis {
  readonly count: number;
  readonly zone: EnergyZone;
  /** For an MUI Alert: the red zone is an error, the warning band a warning. */
  readonly severity: 'error' | 'warning' | 'success';
  readonly message: string;
}

export function energyAnalysis(count: number): EnergyAnalysis {
  const zone = energyZone(count);
  const severity = zone === 'recommended' ? 'success' : zone.startsWith('red') ? 'error' : 'warning';
  const message =
    count < ENERGY_RECOMMENDED.min
      ? ENERGY_MESSAGES.low
      : count > ENERGY_RECOMMENDED.max
        ? ENERGY_MESSAGES.high
        : ENERGY_MESSAGES.ok;
  return { count, zone, severity, message };
}
