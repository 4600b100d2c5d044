import { FormControl, InputAdornment, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import {
  CONDITION_LABELS,
  CONDITIONS,
  LANGUAGE_LABELS,
  LANGUAGES,
  type TradeFilter,
} from '../../shared/trade-display';

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
      <TextField
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
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id="trade-condition-label">Condition</InputLabel>
        <Select
          labelId="trade-condition-label"
          label="Condition"
          value={value.condition}
          onChange={(e) => onChange({ ...value, condition: e.target.value as TradeFilter['condition'] })}
        >
          <MenuItem value="ALL">All Conditions</MenuItem>
          {CONDITIONS.map((condition) => (
            <MenuItem key={condition} value={condition}>
              {CONDITION_LABELS[condition]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id="trade-language-label">Language</InputLabel>
        <Select
          labelId="trade-language-label"
          label="Language"
          value={value.language}
          onChange={(e) => onChange({ ...value, language: e.target.value as TradeFilter['language'] })}
        >
          <MenuItem value="ALL">All Languages</MenuItem>
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              {LANGUAGE_LABELS[language]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
