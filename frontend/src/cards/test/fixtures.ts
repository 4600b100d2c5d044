/** Small builders for card API payloads, for tests only (deck payloads: decks/test/fixtures.ts). */
import type { CardDto, CardSearchResultDto } from '../../api/generated/types.gen';
import { pathOf } from '../../test/api-operations';

export function makeCard(overrides: Partial<CardDto> = {}): CardDto {
  const id = overrides.id ?? 'sv6-1';
  return {
    abilities: [],
    artist: null,
    attacks: [],
    evolvesFrom: null,
    flavorText: null,
    hp: 70,
    id,
    images: {
      small: pathOf('cardsImage', { id, size: 'small' }),
      large: pathOf('cardsImage', { id, size: 'large' }),
    },
    legalExp: true,
    legalStd: true,
    name: 'Pikachu',
    nationalPokedexNumbers: [25],
    number: '1',
    rarity: 'Common',
    regulationMark: 'H',
    releaseDate: '2024/05/24',
    resistances: [],
    retreatCost: ['Colorless'],
    rules: [],
    rulesText: '',
    series: 'Scarlet & Violet',
    setCode: 'TWM',
    setId: 'sv6',
    setName: 'Twilight Masquerade',
    subtypes: ['Basic'],
    supertype: 'Pokémon',
    types: ['Lightning'],
    weaknesses: [],
    ...overrides,
  };
}

export function makeSearchResult(
  cards: CardDto[],
  pagination: Partial<CardSearchResultDto['pagination']> = {},
): CardSearchResultDto {
  return {
    cards,
    pagination: {
      page: 1,
      pageSize: 50,
      total: cards.length,
      totalPages: cards.length ? 1 : 0,
      ...pagination,
    },
  };
}

/** `n` distinct cards named '{prefix} 1'..'{prefix} n'. */
export function manyCards(n: number, prefix = 'Card', start = 1): CardDto[] {
  return Array.from({ length: n }, (_, i) =>
    makeCard({
      id: `${prefix.toLowerCase()}-${start + i}`,
      name: `${prefix} ${start + i}`,
      number: String(start + i),
    }),
  );
}
