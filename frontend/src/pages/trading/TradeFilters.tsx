import { InputAdornment, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { FilterSelect, optionsWithAll } from '../../layout/FilterSelect';
import { OutlinedTextField } from '../../shared/OutlinedTextField';
import { MAX_TRADE_SEARCH_LENGTH } from '../../shared/server-rules';
import {
  CONDITION_LABELS,
  CONDITIONS,
  LANGUAGE_LABELS,
  LANGUAGES,
  type TradeFilter,
} from '../../shared/trade-display';

const CONDITION_OPTIONS = optionsWithAll('All Conditions', CONDITIONS, CONDITION_LABELS);

const LANGUAGE_OPTIONS = optionsWithAll('All Languages', LANGUAGES, LANGUAGE_LABELS);

/** Search box, condition filter and language filter of the trade pages (spec 1 §2); the server applies them. */
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
          htmlInput: { maxLength: MAX_TRADE_SEARCH_LENGTH },
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
        options={CONDITION_OPTIONS}
        onChange={(condition) => onChange({ ...value, condition })}
      />
      <FilterSelect
        label="Language"
        value={value.language}
        options={LANGUAGE_OPTIONS}
        onChange={(language) => onChange({ ...value, language })}
      />
    </Stack>
  );
}
