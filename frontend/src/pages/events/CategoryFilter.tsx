import { FilterSelect } from '../../layout/FilterSelect';
import { EVENT_TYPE_LABELS, EVENT_TYPES } from '../../shared/event-display';
import type { EventCategory } from './event-filter';

const OPTIONS: readonly (readonly [EventCategory, string])[] = [
  ['ALL', 'All Events'],
  ...EVENT_TYPES.map((type) => [type, EVENT_TYPE_LABELS[type]] as const),
];

/** The events page's category filter: 'All Events' or one type. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: EventCategory;
  onChange: (category: EventCategory) => void;
}) {
  return <FilterSelect label="Category" value={value} options={OPTIONS} onChange={onChange} minWidth={220} />;
}
