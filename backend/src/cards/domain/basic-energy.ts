import type { CardRecord } from './card-record.js';
import { BASIC_ENERGY_TYPES, type EnergyType } from '@club/rules';

export function isBasicEnergy(card: CardRecord): boolean {
  return card.supertype === 'Energy' && card.subtypes.includes('Basic');
}

/** The type of a basic Energy card ("Basic Fire Energy", "Fire Energy"), undefined for any other card. */
export function basicEnergyTypeOf(card: CardRecord): EnergyType | undefined {
  if (!isBasicEnergy(card)) return undefined;
  const lower = card.name.toLowerCase();
  return BASIC_ENERGY_TYPES.find((type) => lower.includes(type.toLowerCase()));
}
