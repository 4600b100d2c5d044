/**
 * The card game's eleven elements (energy types) and the one-letter symbols PTCGL and the card data use for them
 * ({R} = Fire, …): the card search's filter and its check, the deck list reader and writer, the type chips.
 */
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

/** The elements in the order the card filters list them (spec 2 §2 and §9). */
export const ELEMENTS: readonly EnergyType[] = [...Object.values(ENERGY_SYMBOLS)].sort();

/**
 * Types a basic Energy card can have (there is no basic Dragon or Colorless Energy), in PTCGL's numbering of
 * basic Energy: 1 Grass … 8 Metal, then Fairy.
 */
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

/** Whether a text is one of the elements, written as the card data writes it ('Fire'). */
export function isEnergyType(text: string): text is EnergyType {
  return (ELEMENTS as readonly string[]).includes(text);
}

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
