/** Energy types and the one-letter symbols PTCGL and the card data use for them ({R} = Fire, …). */

export const ENERGY_SYMBOLS = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  Y: 'Fairy',
  N: 'Dragon',
  C: 'Colorless',
} as const;

export type EnergySymbol = keyof typeof ENERGY_SYMBOLS;
export type EnergyType = (typeof ENERGY_SYMBOLS)[EnergySymbol];

/** Types a basic Energy card can have (there is no basic Dragon or Colorless Energy). */
export const BASIC_ENERGY_TYPES: readonly EnergyType[] = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Fairy',
];

const TYPE_BY_LOWER_NAME = new Map<string, EnergyType>(
  Object.values(ENERGY_SYMBOLS).map((type) => [type.toLowerCase(), type]),
);

export function energySymbolOf(type: EnergyType): EnergySymbol {
  const entry = Object.entries(ENERGY_SYMBOLS).find(([, name]) => name === type);
  return (entry?.[0] ?? 'C') as EnergySymbol;
}

/** Reads 'Fire', 'fire', 'R', '{R}' or '[R]' as an energy type. */
export function parseEnergyType(token: string): EnergyType | undefined {
  const bare = token.trim().replace(/^[{[]|[}\]]$/g, '');
  if (bare.length === 1) {
    return ENERGY_SYMBOLS[bare.toUpperCase() as EnergySymbol];
  }
  return TYPE_BY_LOWER_NAME.get(bare.toLowerCase());
}
