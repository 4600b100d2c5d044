import type { CardsSearchData, PaginationDto } from '../api/generated/types.gen';
import { ELEMENTS, type EnergyType } from '@club/rules';
import { formatCount } from './format-percent';

/** Page sizes of spec 2 §9: the browser loads 50 at a time, the builder's Add Cards dialog 20. */
export const BROWSER_PAGE_SIZE = 50;
export const ADD_CARDS_PAGE_SIZE = 20;

export type Supertype = 'Pokémon' | 'Trainer' | 'Energy';
export type LegalFilter = 'standard' | 'expanded';

/** The browser's search form: '' means no filter ('All Types', 'All Elements', 'All Formats'). */
export interface CardFilters {
  readonly q: string;
  readonly supertype: Supertype | '';
  readonly type: EnergyType | '';
  readonly legal: LegalFilter | '';
  readonly set: string;
  readonly rarity: string;
}

export const EMPTY_FILTERS: CardFilters = { q: '', supertype: '', type: '', legal: '', set: '', rarity: '' };

export const SUPERTYPE_OPTIONS: readonly { value: CardFilters['supertype']; label: string }[] = [
  { value: '', label: 'All Types' },
  { value: 'Pokémon', label: 'Pokémon' },
  { value: 'Trainer', label: 'Trainer' },
  { value: 'Energy', label: 'Energy' },
];

export const ELEMENT_OPTIONS: readonly { value: CardFilters['type']; label: string }[] = [
  { value: '', label: 'All Elements' },
  ...ELEMENTS.map((element) => ({ value: element, label: element })),
];

export const LEGAL_OPTIONS: readonly { value: CardFilters['legal']; label: string }[] = [
  { value: '', label: 'All Formats' },
  { value: 'standard', label: 'Standard Legal' },
  { value: 'expanded', label: 'Expanded Legal' },
];

type SearchQuery = NonNullable<CardsSearchData['query']>;

/** The query string of GET /cards/search for `filters`: trimmed, empty filters left out. */
export function searchQuery(filters: CardFilters, pageSize: number, page?: number): SearchQuery {
  const query: SearchQuery = { pageSize };
  if (page !== undefined) query.page = page;
  const q = filters.q.trim();
  const set = filters.set.trim();
  const rarity = filters.rarity.trim();
  if (q) query.q = q;
  if (filters.supertype) query.supertype = filters.supertype;
  if (filters.type) query.type = filters.type;
  if (filters.legal) query.legal = filters.legal;
  if (set) query.set = set;
  if (rarity) query.rarity = rarity;
  return query;
}

/** Whether two filter states ask for the same search (ignoring surrounding spaces). */
export function sameSearch(a: CardFilters, b: CardFilters): boolean {
  const x = searchQuery(a, 1);
  const y = searchQuery(b, 1);
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]) as Set<keyof SearchQuery>;
  return [...keys].every((key) => x[key] === y[key]);
}

/** The next page to load, or undefined when the last one is loaded (spec 2 §4 'Browser pagination'). */
export function nextPage(pagination: PaginationDto): number | undefined {
  return pagination.page < pagination.totalPages ? pagination.page + 1 : undefined;
}

/** 'Showing N of total cards'. */
export function showingLabel(shown: number, total: number): string {
  return `Showing ${formatCount(shown)} of ${formatCount(total)} cards`;
}
