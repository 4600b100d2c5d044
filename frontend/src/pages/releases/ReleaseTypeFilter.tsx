import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { RELEASE_TYPE_LABELS, RELEASE_TYPES, type ReleaseType } from '../../shared/release-display';

export type ReleaseCategory = ReleaseType | 'ALL';

/** The releases page's category filter: 'All Categories' or one release type. */
export function ReleaseTypeFilter({
  value,
  onChange,
}: {
  value: ReleaseCategory;
  onChange: (category: ReleaseCategory) => void;
}) {
  return (
    <FormControl size="small" sx={{ minWidth: 220 }}>
      <InputLabel id="release-category-label">Category</InputLabel>
      <Select
        labelId="release-category-label"
        label="Category"
        value={value}
        onChange={(e) => onChange(e.target.value as ReleaseCategory)}
      >
        <MenuItem value="ALL">All Categories</MenuItem>
        {RELEASE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {RELEASE_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
