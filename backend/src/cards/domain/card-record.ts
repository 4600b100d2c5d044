/** The card shapes the deck tools work on: one print of a card, as stored after import. */

export type Supertype = 'Pokémon' | 'Trainer' | 'Energy';

export interface CardAbility {
  name: string;
  text: string;
  /** 'Ability', 'Poké-Power', 'Poké-Body', 'Pokémon Power'. */
  type: string;
}

export interface CardAttack {
  name: string;
  /** Energy type names, e.g. ['Grass', 'Colorless']. */
  cost: string[];
  convertedEnergyCost: number;
  damage: string;
  text: string;
}

export interface TypeModifier {
  type: string;
  value: string;
}

export interface CardImages {
  small: string;
  large: string;
}

export interface CardRecord {
  /** Data-set id, e.g. 'sv1-196'. */
  id: string;
  setId: string;
  setName: string;
  /** The data set's own code for the set (null when it has none); see set-codes.ts for PTCGL codes. */
  setPtcgoCode: string | null;
  setSeries: string;
  /** ISO date 'YYYY-MM-DD', null when the data does not say. */
  setReleaseDate: string | null;
  name: string;
  supertype: Supertype;
  subtypes: string[];
  hp: number | null;
  types: string[];
  evolvesFrom: string | null;
  rules: string[];
  abilities: CardAbility[];
  attacks: CardAttack[];
  weaknesses: TypeModifier[];
  resistances: TypeModifier[];
  retreatCost: string[];
  /** As printed in the data, e.g. '196', 'TG12', 'SWSH152', '77a'. */
  number: string;
  rarity: string | null;
  regulationMark: string | null;
  images: CardImages;
  nationalPokedexNumbers: number[];
  artist: string | null;
  flavorText: string | null;
}

export interface SetRecord {
  id: string;
  name: string;
  series: string;
  ptcgoCode: string | null;
  releaseDate: string | null;
  printedTotal: number;
  total: number;
}
