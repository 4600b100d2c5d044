import { useId, type ReactNode } from 'react';
import { FormControl, InputAdornment, InputLabel, NativeSelect, OutlinedInput, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { OutlinedTextField } from '../../shared/OutlinedTextField';
import {
  CONDITION_LABELS,
  CONDITIONS,
  LANGUAGE_LABELS,
  LANGUAGES,
  type TradeFilter,
} from '../../shared/trade-display';

/**
 * A filter as the browser's own select: a phone opens its native picker, and the page loads no menu or popover
 * code for it (the public trade page is pre-rendered, and MUI's Select brings Menu, Popover and Modal).
 */
function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        input={<OutlinedInput label={label} />}
        inputProps={{ id }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}

/** Search box, condition filter and language filter of the trade pages (spec 1 §2). */
export function TradeFilters({
  value,
  onChange,
}: {
  value: TradeFilter;
  onChange: (filter: TradeFilter) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <OutlinedTextField
        type="search"
        size="small"
        label="Search cards"
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
        sx={{ flexGrow: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FilterSelect
        label="Condition"
        value={value.condition}
        onChange={(condition) => onChange({ ...value, condition })}
      >
        <option value="ALL">All Conditions</option>
        {CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {CONDITION_LABELS[condition]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Language"
        value={value.language}
        onChange={(language) => onChange({ ...value, language })}
      >
        <option value="ALL">All Languages</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </FilterSelect>
    </Stack>
  );
}
