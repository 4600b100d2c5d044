import { Alert, Box, Button } from '@mui/material';
import { apiErrorMessage } from '../../shared/api-error';
import type { ListingPages } from './use-listing-pages';

/** 'Load More Cards' under a trade list while the server has more pages, and why the last one failed to come. */
export function LoadMoreCards({ query }: { query: ListingPages['query'] }) {
  return (
    <>
      {query.isFetchNextPageError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {apiErrorMessage(query.error, 'Failed to load more cards')}
        </Alert>
      ) : null}
      {query.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="contained"
            size="large"
            // While another filter's answer is on its way, the cards shown are not the ones to continue.
            disabled={query.isFetchingNextPage || query.isPlaceholderData}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load More Cards'}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
