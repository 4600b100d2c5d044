import { isEnergyType, type EnergyType } from '@club/rules';
import { readableTextOn } from './contrast';

/**
 * The site-wide card-type palette of spec 1 §3. The game's elements use the same colours (Darkness is
 * 'dark', Metal is 'steel'), so there is one palette for the whole site.
 */
export const CARD_TYPE_PALETTE = {
  normal: '#a8a77a',
  fire: '#d83a1c',
  water: '#1f5fc4',
  electric: '#f5c518',
  grass: '#2e7d32',
  ice: '#7dd3cf',
  fighting: '#a33a1a',
  poison: '#7b3f98',
  ground: '#d9b45a',
  flying: '#a3b1ee',
  psychic: '#b8336a',
  bug: '#7b8c16',
  rock: '#b39b3c',
  ghost: '#544a86',
  dragon: '#c99a1c',
  dark: '#34343f',
  steel: '#a0aab5',
  fairy: '#ea9ccb',
  colorless: '#dcdcdc',
  lightning: '#f5c518',
} as const;

export type CardTypeName = keyof typeof CARD_TYPE_PALETTE;

const PALETTE_NAME_OF_ELEMENT: Record<EnergyType, CardTypeName> = {
  Colorless: 'colorless',
  Darkness: 'dark',
  Dragon: 'dragon',
  Fairy: 'fairy',
  Fighting: 'fighting',
  Fire: 'fire',
  Grass: 'grass',
  Lightning: 'lightning',
  Metal: 'steel',
  Psychic: 'psychic',
  Water: 'water',
};

/** Unknown types are grey (spec 2 §9); white text on it is 6.2:1. */
export const DEFAULT_TYPE_COLOUR = '#616161';

export interface ChipColours {
  readonly background: string;
  /** Text colour with at least 4.5:1 contrast on `background`. */
  readonly text: string;
}

/** Background and text colour for an element (or a spec 1 palette name); grey when unknown. */
export function elementColours(type: string | null | undefined): ChipColours {
  const name = (type ?? '').trim();
  let background: string = DEFAULT_TYPE_COLOUR;
  if (isEnergyType(name)) background = CARD_TYPE_PALETTE[PALETTE_NAME_OF_ELEMENT[name]];
  else if (name.toLowerCase() in CARD_TYPE_PALETTE) {
    background = CARD_TYPE_PALETTE[name.toLowerCase() as CardTypeName];
  }
  return { background, text: readableTextOn(background) };
}
