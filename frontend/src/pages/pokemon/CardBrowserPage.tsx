import { useState, type FormEvent } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Grid,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cardsHealthOptions,
  cardsSearchInfiniteOptions,
} from '../../api/generated/@tanstack/react-query.gen';
import type { CardDto } from '../../api/generated/types.gen';
import { MAX_CARD_SEARCH_LENGTH } from '../../shared/server-rules';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';
import { visuallyHidden } from '../../shared/a11y';
import { AddToDeckActions } from '../../decks/AddToDeckActions';
import { apiErrorMessage } from '../../shared/api-error';
import { CardDetailDialog } from '../../cards/CardDetailDialog';
import { CardGridTile, CardListRow } from '../../cards/CardTile';
import {
  BROWSER_PAGE_SIZE,
  ELEMENT_OPTIONS,
  EMPTY_FILTERS,
  LEGAL_OPTIONS,
  SUPERTYPE_OPTIONS,
  nextPage,
  sameSearch,
  searchQuery,
  showingLabel,
  type CardFilters,
} from '../../cards/card-search';
import { LoadFailed } from '../../shared/LoadFailed';

type View = 'grid' | 'list';

const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
} as const;

const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 } as const;

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

/** /pokemon/browse — search the card database (spec 2 §2, Card browser). */
export function CardBrowserPage() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CardFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<CardFilters>(EMPTY_FILTERS);
  const [view, setView] = useState<View>('grid');
  const [detail, setDetail] = useState<{ card: CardDto; open: boolean } | null>(null);
  const [deckId, setDeckId] = useState<number | null>(null);

  const health = useQuery(cardsHealthOptions());
  const searchOptions = cardsSearchInfiniteOptions({ query: searchQuery(applied, BROWSER_PAGE_SIZE) });
  const search = useInfiniteQuery({
    ...searchOptions,
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.pagination),
  });

  const set = (name: keyof CardFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  /** Search and Apply Filters both run the form's search; the first page replaces the results. */
  function apply(event?: FormEvent) {
    event?.preventDefault();
    if (sameSearch(draft, applied)) {
      void queryClient.resetQueries({ queryKey: searchOptions.queryKey, exact: true });
    } else {
      setApplied(draft);
    }
  }

  const cards = search.data?.pages.flatMap((page) => page.cards) ?? [];
  const total = search.data?.pages.at(-1)?.pagination.total ?? 0;
  const catalogueEmpty = health.data?.cards === 0;

  return (
    <Page
      title="Card Browser"
      back={{ to: '/pokemon/decks', label: 'Back to My Decks' }}
      intro="Search every Pokémon TCG card by name, set, type and more, and add cards to your decks."
    >
      <Paper
        component="form"
        role="search"
        aria-label="Card search"
        onSubmit={apply}
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
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchIcon aria-hidden="true" />}
          >
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
            <FilterSelect
              label="Element"
              value={draft.type}
              onChange={set('type')}
              options={ELEMENT_OPTIONS}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FilterSelect
              label="Format"
              value={draft.legal}
              onChange={set('legal')}
              options={LEGAL_OPTIONS}
            />
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
              onClick={() => apply()}
              sx={{ minHeight: 56, width: { xs: '100%', sm: 'auto' } }}
            >
              Apply Filters
            </Button>
          </Grid>
        </Grid>
      </Paper>

      {catalogueEmpty ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          <AlertTitle>The card catalogue is empty</AlertTitle>
          {health.data?.hint ?? 'No cards have been imported yet. An admin imports them under Admin → Cards.'}
        </Alert>
      ) : null}

      <Box component="section" aria-labelledby="card-results-heading">
        <Typography id="card-results-heading" component="h2" sx={visuallyHidden}>
          Search results
        </Typography>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}
        >
          <Typography role="status" aria-live="polite" color="text.secondary">
            {search.data ? showingLabel(cards.length, total) : search.isPending ? 'Loading cards...' : ''}
          </Typography>
          <ToggleButtonGroup
            value={view}
            exclusive
            size="small"
            aria-label="Results view"
            onChange={(_event, value: View | null) => {
              if (value) setView(value);
            }}
          >
            <ToggleButton value="grid" aria-label="Grid view">
              <GridViewIcon aria-hidden="true" />
            </ToggleButton>
            <ToggleButton value="list" aria-label="List view">
              <ViewListIcon aria-hidden="true" />
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>

        {search.isPending ? (
          <Box component="ul" aria-hidden="true" sx={view === 'grid' ? gridSx : listSx}>
            {Array.from({ length: 10 }, (_, i) => (
              <Box component="li" key={i}>
                {view === 'grid' ? (
                  <>
                    <Skeleton
                      variant="rounded"
                      sx={{ width: '100%', height: 'auto', aspectRatio: '245 / 342' }}
                    />
                    <Skeleton width="80%" />
                    <Skeleton width="50%" />
                  </>
                ) : (
                  <Skeleton variant="rounded" height={96} />
                )}
              </Box>
            ))}
          </Box>
        ) : search.isError && !search.data ? (
          <LoadFailed
            error={search.error}
            fallback="Failed to load cards"
            onRetry={() => void search.refetch()}
          />
        ) : cards.length === 0 ? (
          <EmptyState title="No cards found" icon={<SearchIcon />}>
            {catalogueEmpty
              ? 'There are no cards in the catalogue yet.'
              : 'Try another name, or clear some of the filters.'}
          </EmptyState>
        ) : (
          <Box component="ul" sx={view === 'grid' ? gridSx : listSx}>
            {cards.map((card) => (
              <Box component="li" key={card.id}>
                {view === 'grid' ? (
                  <CardGridTile card={card} onOpen={(c) => setDetail({ card: c, open: true })} />
                ) : (
                  <CardListRow card={card} onOpen={(c) => setDetail({ card: c, open: true })} />
                )}
              </Box>
            ))}
          </Box>
        )}

        {search.isFetchNextPageError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorMessage(search.error, 'Failed to load more cards')}
          </Alert>
        ) : null}

        {search.hasNextPage && cards.length > 0 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button
              variant="contained"
              size="large"
              disabled={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              {search.isFetchingNextPage ? 'Loading...' : 'Load More Cards'}
            </Button>
          </Box>
        ) : null}
      </Box>

      <CardDetailDialog
        card={detail?.card ?? null}
        open={detail?.open ?? false}
        onClose={() => setDetail((current) => (current ? { ...current, open: false } : null))}
        actions={
          detail ? <AddToDeckActions card={detail.card} deckId={deckId} onDeckChosen={setDeckId} /> : null
        }
      />
    </Page>
  );
}
