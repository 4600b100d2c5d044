import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { CardGrid } from '../../layout/CardGrid';
import { ListCount } from '../../layout/ListCount';
import { Page } from '../../layout/Page';
import {
  cardsAvailableLabel,
  filterListings,
  NO_TRADE_FILTER,
  type TradeFilter,
} from '../../shared/trade-display';
import { TradeFilters } from './TradeFilters';
import { TradeListingCard } from './TradeListingCard';
import { TradeListingCardSkeleton } from './TradeListingCardSkeleton';
import { tradeOfferHref } from './trade-offer-mail';
import { usePublicListings } from './use-public-listings';
import { apiErrorMessage } from '../../shared/api-error';

/** /singles-for-trade — public trade listings; no account needed (spec 1 §2). */
export function PublicTradesPage() {
  const [filter, setFilter] = useState(NO_TRADE_FILTER);
  return (
    <Page
      title="Singles for Sale"
      back={{ to: '/trading-center', label: 'Back to Trading Center' }}
      intro="Single cards our members are selling or trading. Make an offer and your e-mail goes straight to the seller."
    >
      <TradeFilters value={filter} onChange={setFilter} />
      <PublicListings filter={filter} />
    </Page>
  );
}

/**
 * The loaded listings the filter lets through, with their count (unfiltered: every listing, loaded or not), and
 * 'Load More Cards' while more pages exist. Reads them itself: when they land, only it draws again.
 */
function PublicListings({ filter }: { filter: TradeFilter }) {
  const { query: trades, listings, total } = usePublicListings();
  const shown = listings ? filterListings(listings, filter) : undefined;
  const unfiltered = !filter.search.trim() && filter.condition === 'ALL' && filter.language === 'ALL';
  return (
    <>
      <ListCount>
        {shown ? cardsAvailableLabel(unfiltered ? (total ?? shown.length) : shown.length) : null}
      </ListCount>
      <CardGrid
        items={shown}
        isPending={trades.isPending}
        isError={trades.isError && !trades.isFetchNextPageError}
        onRetry={() => void trades.refetch()}
        loadingLabel="Loading cards"
        skeleton={<TradeListingCardSkeleton />}
        error={{ title: 'Error loading trades', text: 'Failed to fetch public trades' }}
        empty={{
          title: 'No cards found',
          icon: <StyleOutlinedIcon />,
          text: listings?.length
            ? 'No card matches your search. Try other words or filters.'
            : 'Cards listed for public trade will appear here.',
        }}
        renderItem={(listing) => (
          <TradeListingCard
            listing={listing}
            actions={
              <Button
                variant="contained"
                href={tradeOfferHref(listing)}
                startIcon={<MailOutlineIcon />}
                aria-label={`Make Offer for ${listing.cardTitle}`}
              >
                Make Offer
              </Button>
            }
          />
        )}
      />
      {trades.isFetchNextPageError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {apiErrorMessage(trades.error, 'Failed to load more cards')}
        </Alert>
      ) : null}
      {trades.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="contained"
            size="large"
            disabled={trades.isFetchingNextPage}
            onClick={() => void trades.fetchNextPage()}
          >
            {trades.isFetchingNextPage ? 'Loading...' : 'Load More Cards'}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
