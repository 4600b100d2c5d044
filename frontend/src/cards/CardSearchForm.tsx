import type { Dispatch, FormEvent, SetStateAction } from 'react';
import { Button, Grid, MenuItem, Paper, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import { MAX_CARD_SEARCH_LENGTH } from '../shared/server-rules';
import { ELEMENT_OPTIONS, LEGAL_OPTIONS, SUPERTYPE_OPTIONS, type CardFilters } from './card-search';

/** Select filters show their 'All …' option, so the label always sits above the field. */
const selectSlotProps = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  options: readonly { label: string; value: string }[];
}

/** One of the browser's drop-down filters; an empty value reads as its 'All …' option. */
function FilterSelect({ label, value, onChange, options }: FilterSelectProps) {
  return (
    <TextField select label={label} value={value} onChange={onChange} slotProps={selectSlotProps}>
      {options.map((option) => (
        <MenuItem key={option.label} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The card browser's search form (spec 2 §2): the search box with Search, and the filters with Apply Filters.
 * Both buttons run `onApply`; the fields edit `draft` only.
 */
export function CardSearchForm({
  draft,
  setDraft,
  onApply,
}: {
  draft: CardFilters;
  setDraft: Dispatch<SetStateAction<CardFilters>>;
  onApply: (event?: FormEvent) => void;
}) {
  const set = (name: keyof CardFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Card search"
      onSubmit={onApply}
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        <TextField
          label="Search cards"
          placeholder="Name or text"
          type="search"
          value={draft.q}
          onChange={set('q')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: MAX_CARD_SEARCH_LENGTH } }}
        />
        <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon aria-hidden="true" />}>
          Search
        </Button>
      </Stack>
      <Grid container spacing={1.5} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FilterSelect
            label="Card type"
            value={draft.supertype}
            onChange={set('supertype')}
            options={SUPERTYPE_OPTIONS}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FilterSelect label="Element" value={draft.type} onChange={set('type')} options={ELEMENT_OPTIONS} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FilterSelect label="Format" value={draft.legal} onChange={set('legal')} options={LEGAL_OPTIONS} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Set"
            placeholder="sv6"
            helperText="Set id or code, e.g. sv6 or TWM"
            value={draft.set}
            onChange={set('set')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Rarity"
            placeholder="Rare Holo"
            helperText="e.g. Common, Rare Holo"
            value={draft.rarity}
            onChange={set('rarity')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Button
            type="button"
            variant="outlined"
            size="large"
            startIcon={<FilterListIcon aria-hidden="true" />}
            onClick={() => onApply()}
            sx={{ minHeight: 56, width: { xs: '100%', sm: 'auto' } }}
          >
            Apply Filters
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
