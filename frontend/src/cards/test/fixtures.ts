/** Small builders for card and deck API payloads, for tests only. */
import type {
  CardDto,
  CardSearchResultDto,
  DeckCardDto,
  DeckDetailDto,
  DeckMetricsDto,
  DeckSummaryDto,
  DeckValidationDto,
} from '../../api/generated/types.gen';
import { pathOf } from '../../test/api-operations';
import { sectionFor } from '../deck-cards';

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

export function makeDeckCard(overrides: Partial<DeckCardDto> = {}): DeckCardDto {
  const card = makeCard(overrides);
  return { ...card, section: overrides.section ?? sectionFor(card.supertype), count: overrides.count ?? 1 };
}

export function makeMetrics(overrides: Partial<DeckMetricsDto> = {}): DeckMetricsDto {
  return {
    basicPokemon: 0,
    exPokemon: 0,
    gxPokemon: 0,
    searchCards: 0,
    sections: { pokemon: 0, trainer: 0, energy: 0 },
    stage1Pokemon: 0,
    stage2Pokemon: 0,
    supporterCards: 0,
    switchCards: 0,
    totalCards: 0,
    vPokemon: 0,
    ...overrides,
  };
}

export function makeValidation(overrides: Partial<DeckValidationDto> = {}): DeckValidationDto {
  return { valid: false, errors: [], warnings: [], metrics: makeMetrics(), ...overrides };
}

export function makeSummary(overrides: Partial<DeckSummaryDto> = {}): DeckSummaryDto {
  return {
    id: 1,
    name: 'Lightning Rush',
    format: 'standard',
    notes: '',
    cardCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-06-15T14:30:00.000Z',
    ...overrides,
  };
}

export function makeDeck(overrides: Partial<DeckDetailDto> = {}): DeckDetailDto {
  const cards = overrides.cards ?? [];
  const cardCount = cards.reduce((sum, card) => sum + card.count, 0);
  return {
    ...makeSummary({ cardCount }),
    cards,
    validation: makeValidation(),
    odds: {
      openingBasic: 0,
      mulligan: 1,
      cards: cards.map((card) => ({ cardId: card.id, inOpeningHand: 0.5, byFirstTurn: 0.55 })),
    },
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
