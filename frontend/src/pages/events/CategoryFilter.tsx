import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { EVENT_TYPE_LABELS, EVENT_TYPES } from '../../shared/event-display';
import type { EventCategory } from './event-filter';

/** The events page's category filter: 'All Events' or one type. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: EventCategory;
  onChange: (category: EventCategory) => void;
}) {
  return (
    <FormControl size="small" sx={{ minWidth: 220 }}>
      <InputLabel id="event-category-label">Category</InputLabel>
      <Select
        labelId="event-category-label"
        label="Category"
        value={value}
        onChange={(e) => onChange(e.target.value as EventCategory)}
      >
        <MenuItem value="ALL">All Events</MenuItem>
        {EVENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {EVENT_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
