/**
 * Deck-construction rules (Play! Pokémon) and the builder's consistency warnings. Errors are sentences that name the
 * cards concerned. A deck is valid only with exactly 60 cards and no error; fewer than 60 cards is not an error
 * (the builder shows 'Deck incomplete'). An empty deck gets neither errors nor warnings.
 */
import { DECK_SIZE, energyWarning } from '@club/rules';
import { cardNameKey, displayName } from '../../cards/domain/card-name.js';
import type { CardRecord } from '../../cards/domain/card-record.js';
import {
  allowsAnyNumberOfCopies,
  isAceSpec,
  isBasicEnergy,
  isPrismStar,
  isRadiant,
} from '../../cards/domain/card-roles.js';
import type { LegalityFn } from '../../cards/domain/format.js';
import type { FormatDefinition } from '../../formats/domain/format-definition.js';
import type { DeckEntry } from './deck-entry.js';
import { computeDeckMetrics, type DeckMetrics } from './deck-metrics.js';

export const MAX_COPIES_PER_NAME = 4;
export const MIN_SEARCH_CARDS = 6;
export const MIN_SWITCH_CARDS = 2;

export interface DeckValidation {
  valid: boolean;
  errors: string[];
  warnings: string[];
  metrics: DeckMetrics;
}

export interface ValidateDeckOptions {
  /** How a print is named in messages; default "<data set code> <number>", e.g. "SVI 196". */
  printLabel?: (card: CardRecord) => string;
}

/** One card id with all its copies. */
interface Stack {
  card: CardRecord;
  count: number;
}

export function validateDeck(
  entries: readonly DeckEntry[],
  format: FormatDefinition,
  legality: LegalityFn,
  options: ValidateDeckOptions = {},
): DeckValidation {
  const label = options.printLabel ?? defaultPrintLabel;
  const stacks = stackByCard(entries);
  const metrics = computeDeckMetrics(entries);
  const total = metrics.totalCards;
  if (total === 0) return { valid: false, errors: [], warnings: [], metrics };

  const errors = [
    ...deckSizeErrors(total),
    ...basicPokemonErrors(metrics),
    ...copyLimitErrors(stacks, label),
    ...aceSpecErrors(stacks),
    ...radiantErrors(stacks),
    ...prismStarErrors(stacks),
    ...legalityErrors(stacks, format, legality, label),
  ];
  return {
    valid: errors.length === 0 && total === DECK_SIZE,
    errors,
    warnings: deckWarnings(metrics),
    metrics,
  };
}

function deckSizeErrors(total: number): string[] {
  return total > DECK_SIZE
    ? [`The deck has ${total} cards; a deck must have exactly ${DECK_SIZE} cards.`]
    : [];
}

function basicPokemonErrors(metrics: DeckMetrics): string[] {
  return metrics.basicPokemon === 0
    ? ['The deck has no Basic Pokémon; it needs at least one to start the game.']
    : [];
}

function copyLimitErrors(stacks: Stack[], label: (card: CardRecord) => string): string[] {
  const limited = stacks.filter(({ card }) => !isBasicEnergy(card) && !allowsAnyNumberOfCopies(card));
  return groupBy(limited, ({ card }) => cardNameKey(card.name))
    .filter((group) => countOf(group) > MAX_COPIES_PER_NAME)
    .map((group) => {
      const prints =
        group.length > 1 ? ` (${group.map((s) => `${s.count} × ${label(s.card)}`).join(', ')})` : '';
      return (
        `The deck has ${countOf(group)} copies of ${displayName(group[0].card.name)}${prints}; ` +
        `no more than ${MAX_COPIES_PER_NAME} cards with the same name are allowed.`
      );
    });
}

function aceSpecErrors(stacks: Stack[]): string[] {
  const aceSpecs = stacks.filter(({ card }) => isAceSpec(card));
  const total = countOf(aceSpecs);
  return total > 1
    ? [`The deck has ${total} ACE SPEC cards (${listCards(aceSpecs)}); only 1 ACE SPEC card is allowed.`]
    : [];
}

function radiantErrors(stacks: Stack[]): string[] {
  const radiants = stacks.filter(({ card }) => isRadiant(card));
  const total = countOf(radiants);
  return total > 1
    ? [`The deck has ${total} Radiant Pokémon (${listCards(radiants)}); only 1 Radiant Pokémon is allowed.`]
    : [];
}

function prismStarErrors(stacks: Stack[]): string[] {
  return groupBy(
    stacks.filter(({ card }) => isPrismStar(card)),
    ({ card }) => cardNameKey(card.name),
  )
    .filter((group) => countOf(group) > 1)
    .map(
      (group) =>
        `The deck has ${countOf(group)} copies of ${displayName(group[0].card.name)}; ` +
        'only 1 Prism Star (◇) card with the same name is allowed.',
    );
}

function legalityErrors(
  stacks: Stack[],
  format: FormatDefinition,
  legality: LegalityFn,
  label: (card: CardRecord) => string,
): string[] {
  return stacks.flatMap(({ card }) => {
    const verdict = legality(card);
    if (verdict.legal) return [];
    const reason = verdict.reason || `is not legal in ${format.label}`;
    return [`${displayName(card.name)} (${label(card)}) ${reason}.`];
  });
}

function deckWarnings(metrics: DeckMetrics): string[] {
  const warnings: string[] = [];
  const energy = energyWarning(metrics.sections.energy);
  if (energy) warnings.push(energy);
  if (metrics.searchCards < MIN_SEARCH_CARDS) {
    warnings.push(
      `${few(metrics.searchCards, 'search card')}; ${MIN_SEARCH_CARDS} or more are recommended ` +
        '(cards that search your deck, such as Ultra Ball, Nest Ball, Buddy-Buddy Poffin or Arven).',
    );
  }
  if (metrics.switchCards < MIN_SWITCH_CARDS) {
    warnings.push(
      `${few(metrics.switchCards, 'switch card')}; ${MIN_SWITCH_CARDS} or more are recommended ` +
        '(cards that switch your Active Pokémon or lower Retreat Costs, such as Switch, Escape Rope or Float Stone).',
    );
  }
  return warnings;
}

function few(count: number, noun: string): string {
  if (count === 0) return `No ${noun}s`;
  return `Only ${count} ${noun}${count === 1 ? '' : 's'}`;
}

function stackByCard(entries: readonly DeckEntry[]): Stack[] {
  const byId = new Map<string, Stack>();
  for (const { card, count } of entries) {
    if (count <= 0) continue;
    const stack = byId.get(card.id);
    if (stack) stack.count += count;
    else byId.set(card.id, { card, count });
  }
  return [...byId.values()];
}

function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups.values()];
}

function countOf(stacks: Stack[]): number {
  return stacks.reduce((sum, stack) => sum + stack.count, 0);
}

function listCards(stacks: Stack[]): string {
  return stacks
    .map(({ card, count }) => (count > 1 ? `${count} × ${displayName(card.name)}` : displayName(card.name)))
    .join(', ');
}

function defaultPrintLabel(card: CardRecord): string {
  return `${card.setPtcgoCode ?? card.setId.toUpperCase()} ${card.number}`;
}
