import type { DeckCardDto } from '../api/generated/types.gen';

export interface TypeCount {
  readonly type: string;
  readonly count: number;
}

type TypedCard = Pick<DeckCardDto, 'section' | 'types' | 'count'>;

/**
 * The Pokémon type distribution of the Type Curve panel: copies of Pokémon per element, most first
 * (ties alphabetically). A dual-type Pokémon counts for each of its types; a Pokémon without a type
 * counts as Colorless.
 */
export function pokemonTypeDistribution(cards: readonly TypedCard[]): TypeCount[] {
  const counts = new Map<string, number>();
  for (const card of cards) {
    if (card.section !== 'pokemon') continue;
    const types = card.types.length > 0 ? card.types : ['Colorless'];
    for (const type of new Set(types)) counts.set(type, (counts.get(type) ?? 0) + card.count);
  }
  return [...counts]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

/** A bar's width in percent of the largest count (at least a sliver when the count is above 0). */
export function barWidth(count: number, max: number): number {
  if (max <= 0 || count <= 0) return 0;
  return Math.max(4, Math.round((count / max) * 100));
}
