/**
 * The 31 Pokémon a trainer can choose as avatar (spec 1 §9), stored by the API as the Pokédex
 * number. Includes Pikachu (the default) and the starters of the first five generations.
 */
export interface AvatarChoice {
  readonly id: number;
  readonly name: string;
}

export const DEFAULT_AVATAR = 25;

export const AVATAR_CHOICES: readonly AvatarChoice[] = [
  { id: 1, name: 'Bulbasaur' },
  { id: 4, name: 'Charmander' },
  { id: 6, name: 'Charizard' },
  { id: 7, name: 'Squirtle' },
  { id: 25, name: 'Pikachu' },
  { id: 39, name: 'Jigglypuff' },
  { id: 52, name: 'Meowth' },
  { id: 54, name: 'Psyduck' },
  { id: 94, name: 'Gengar' },
  { id: 131, name: 'Lapras' },
  { id: 133, name: 'Eevee' },
  { id: 143, name: 'Snorlax' },
  { id: 149, name: 'Dragonite' },
  { id: 150, name: 'Mewtwo' },
  { id: 151, name: 'Mew' },
  { id: 152, name: 'Chikorita' },
  { id: 155, name: 'Cyndaquil' },
  { id: 158, name: 'Totodile' },
  { id: 175, name: 'Togepi' },
  { id: 252, name: 'Treecko' },
  { id: 255, name: 'Torchic' },
  { id: 258, name: 'Mudkip' },
  { id: 387, name: 'Turtwig' },
  { id: 390, name: 'Chimchar' },
  { id: 393, name: 'Piplup' },
  { id: 448, name: 'Lucario' },
  { id: 495, name: 'Snivy' },
  { id: 498, name: 'Tepig' },
  { id: 501, name: 'Oshawott' },
  { id: 700, name: 'Sylveon' },
  { id: 778, name: 'Mimikyu' },
];

/** Official artwork of a Pokédex number (the same URL pattern the API answers as avatarUrl). */
export function avatarUrl(pokedexNumber: number): string {
  return `https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/${pokedexNumber}.png`;
}

/**
 * The small sprite of a Pokédex number, from the same public sprite repository: what the profile shows for the
 * default avatar (spec 2 §2, Profile: 'The default avatar is a sprite image').
 */
export function avatarSpriteUrl(pokedexNumber: number): string {
  return `https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/${pokedexNumber}.png`;
}

export function avatarName(pokedexNumber: number): string | undefined {
  return AVATAR_CHOICES.find((choice) => choice.id === pokedexNumber)?.name;
}

/** Filters by name or by number ("25", "#25", "pika"). */
export function searchAvatars(query: string): readonly AvatarChoice[] {
  const q = query.trim().toLowerCase().replace(/^#/, '');
  if (q === '') return AVATAR_CHOICES;
  return AVATAR_CHOICES.filter((choice) => choice.name.toLowerCase().includes(q) || String(choice.id) === q);
}
