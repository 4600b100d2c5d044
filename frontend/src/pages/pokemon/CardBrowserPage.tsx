import { useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cardsHealthOptions,
  cardsSearchInfiniteOptions,
} from '../../api/generated/@tanstack/react-query.gen';
import type { CardDto } from '../../api/generated/types.gen';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';
import { visuallyHidden } from '../../shared/a11y';
import { AddToDeckActions } from '../../decks/AddToDeckActions';
import { apiErrorMessage } from '../../shared/api-error';
import { CardDetailDialog } from '../../cards/CardDetailDialog';
import {
  CardResultList,
  CardResultSkeletons,
  CardViewToggle,
  type CardView,
} from '../../cards/CardResultList';
import { CardSearchForm } from '../../cards/CardSearchForm';
import {
  BROWSER_PAGE_SIZE,
  EMPTY_FILTERS,
  nextPage,
  sameSearch,
  searchQuery,
  showingLabel,
  type CardFilters,
} from '../../cards/card-search';
import { LoadFailed } from '../../shared/LoadFailed';

/** /pokemon/browse — search the card database (spec 2 §2, Card browser). */
export function CardBrowserPage() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CardFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<CardFilters>(EMPTY_FILTERS);
  const [view, setView] = useState<CardView>('grid');
  const [detail, setDetail] = useState<{ card: CardDto; open: boolean } | null>(null);
  const [deckId, setDeckId] = useState<number | null>(null);

  const health = useQuery(cardsHealthOptions());
  const searchOptions = cardsSearchInfiniteOptions({ query: searchQuery(applied, BROWSER_PAGE_SIZE) });
  const search = useInfiniteQuery({
    ...searchOptions,
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.pagination),
  });

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
      <CardSearchForm draft={draft} setDraft={setDraft} onApply={apply} />

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
          <CardViewToggle view={view} onChange={setView} />
        </Stack>

        {search.isPending ? (
          <CardResultSkeletons view={view} />
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
          <CardResultList view={view} cards={cards} onOpen={(card) => setDetail({ card, open: true })} />
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
