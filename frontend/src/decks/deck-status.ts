import type { DeckMetricsDto, DeckValidationDto } from '../api/generated/types.gen';

export type DeckStatusKind = 'valid' | 'errors' | 'warnings' | 'incomplete';

export interface DeckStatus {
  readonly kind: DeckStatusKind;
  /** The badge text of spec 2 §2. */
  readonly label: string;
}

type ValidationLike = Pick<DeckValidationDto, 'valid' | 'errors' | 'warnings'>;

/**
 * The status badge (spec 2 §2, §4 'Deck status shown'): valid, else errors, else warnings, else
 * incomplete (neither valid nor any errors or warnings).
 */
export function deckStatus(validation: ValidationLike): DeckStatus {
  if (validation.valid) return { kind: 'valid', label: 'Deck is valid' };
  if (validation.errors.length > 0) {
    return { kind: 'errors', label: `${validation.errors.length} error(s) found` };
  }
  if (validation.warnings.length > 0) {
    return { kind: 'warnings', label: `${validation.warnings.length} warning(s) found` };
  }
  return { kind: 'incomplete', label: 'Deck incomplete' };
}

/** The summary lists only this many errors and this many warnings (spec 2 §9). */
export const SUMMARY_LIMIT = 3;

export interface ShortList {
  readonly shown: readonly string[];
  /** '+N more errors...' when some were left out, else null. */
  readonly more: string | null;
}

export function shortList(
  items: readonly string[],
  noun: 'errors' | 'warnings',
  limit = SUMMARY_LIMIT,
): ShortList {
  const hidden = items.length - limit;
  return { shown: items.slice(0, limit), more: hidden > 0 ? `+${hidden} more ${noun}...` : null };
}

/** The first three errors and warnings with their '+N more ...' lines. */
export function validationSummary(validation: ValidationLike): { errors: ShortList; warnings: ShortList } {
  return {
    errors: shortList(validation.errors, 'errors'),
    warnings: shortList(validation.warnings, 'warnings'),
  };
}

export interface MetricTile {
  readonly key: keyof DeckMetricsDto;
  readonly label: string;
  readonly value: number;
}

const METRIC_LABELS: readonly (readonly [
  Exclude<keyof DeckMetricsDto, 'sections' | 'totalCards'>,
  string,
])[] = [
  ['basicPokemon', 'Basic Pokémon'],
  ['stage1Pokemon', 'Stage 1'],
  ['stage2Pokemon', 'Stage 2'],
  ['vPokemon', 'V Pokémon'],
  ['gxPokemon', 'GX Pokémon'],
  ['exPokemon', 'ex Pokémon'],
  ['searchCards', 'Search Cards'],
  ['switchCards', 'Switch Cards'],
  ['supporterCards', 'Supporters'],
];

/** The optional metric tiles: only the metrics that are present (above 0), in the spec's order. */
export function metricTiles(metrics: DeckMetricsDto | null | undefined): MetricTile[] {
  if (!metrics) return [];
  return METRIC_LABELS.flatMap(([key, label]) => {
    const value = metrics[key];
    return typeof value === 'number' && value > 0 ? [{ key, label, value }] : [];
  });
}
