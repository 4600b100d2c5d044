import { FilterSelect, optionsWithAll } from '../../layout/FilterSelect';
import { RELEASE_TYPE_LABELS, RELEASE_TYPES, type ReleaseType } from '../../shared/release-display';

export type ReleaseCategory = ReleaseType | 'ALL';

const OPTIONS = optionsWithAll('All Categories', RELEASE_TYPES, RELEASE_TYPE_LABELS);

/** The releases page's category filter: 'All Categories' or one release type. */
export function ReleaseTypeFilter({
  value,
  onChange,
}: {
  value: ReleaseCategory;
  onChange: (category: ReleaseCategory) => void;
}) {
  return <FilterSelect label="Category" value={value} options={OPTIONS} onChange={onChange} minWidth={220} />;
}
