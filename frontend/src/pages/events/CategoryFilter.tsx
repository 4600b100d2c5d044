import { FilterSelect, optionsWithAll } from '../../layout/FilterSelect';
import { EVENT_TYPE_LABELS, EVENT_TYPES } from '../../shared/event-display';
import type { EventCategory } from './event-filter';

const OPTIONS = optionsWithAll('All Events', EVENT_TYPES, EVENT_TYPE_LABELS);

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
