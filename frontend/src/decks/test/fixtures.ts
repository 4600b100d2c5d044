/** Small builders for deck API payloads, for tests only (card payloads: cards/test/fixtures.ts). */
import type {
  DeckCardDto,
  DeckDetailDto,
  DeckMetricsDto,
  DeckSummaryDto,
  DeckValidationDto,
} from '../../api/generated/types.gen';
import { makeCard } from '../../cards/test/fixtures';
import { sectionFor } from '../deck-cards';

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
