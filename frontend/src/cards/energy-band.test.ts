import { describe, expect, it } from 'vitest';
import { ENERGY_MESSAGES, energyAnalysis, energyZone } from './energy-band';

describe('energy band', () => {
  it.each([
    [0, 'red-low'],
    [5, 'red-low'],
    [6, 'warning-low'],
    [7, 'warning-low'],
    [8, 'recommended'],
    [14, 'recommended'],
    [15, 'warning-high'],
    [16, 'warning-high'],
    [17, 'red-high'],
    [40, 'red-high'],
  ])('%i energy is in the %s zone', (count, zone) => {
    expect(energyZone(count)).toBe(zone);
  });

  it('uses the exact messages of spec 2 §9', () => {
    expect(energyAnalysis(7).message).toBe('Low energy count. Consider adding more energy cards.');
    expect(energyAnalysis(3).message).toBe(ENERGY_MESSAGES.low);
    expect(energyAnalysis(8).message).toBe('Energy count is within recommended range.');
    expect(energyAnalysis(14).message).toBe('Energy count is within recommended range.');
    expect(energyAnalysis(15).message).toBe(
      'High energy count. Consider reducing energy for more consistency.',
    );
    expect(energyAnalysis(20).message).toBe(ENERGY_MESSAGES.high);
  });

  it('is an error in the red zone and a warning in the warning band', () => {
    expect(energyAnalysis(5).severity).toBe('error');
    expect(energyAnalysis(6).severity).toBe('warning');
    expect(energyAnalysis(10).severity).toBe('success');
    expect(energyAnalysis(16).severity).toBe('warning');
    expect(energyAnalysis(17).severity).toBe('error');
  });
});
