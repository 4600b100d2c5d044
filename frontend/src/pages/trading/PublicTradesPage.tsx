import { useState } from 'react';
import { Button } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { CardGrid } from '../../layout/CardGrid';
import { ListCount } from '../../layout/ListCount';
import { Page } from '../../layout/Page';
import { cardsAvailableLabel, NO_TRADE_FILTER, type TradeFilter } from '../../shared/trade-display';
import { LoadMoreCards } from './LoadMoreCards';
import { TradeFilters } from './TradeFilters';
import { TradeListingCard } from './TradeListingCard';
import { TradeListingCardSkeleton } from './TradeListingCardSkeleton';
import { tradeOfferHref } from './trade-offer-mail';
import { usePublicListings } from './use-listing-pages';

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
 * The listings the server found for the filter, with its count of them, and 'Load More Cards' while more pages
 * exist. Reads them itself: when they land, only it draws again.
 */
function PublicListings({ filter }: { filter: TradeFilter }) {
  const { query: trades, listings, total, filtered } = usePublicListings(filter);
  return (
    <>
      <ListCount>{total === undefined ? null : cardsAvailableLabel(total)}</ListCount>
      <CardGrid
        items={listings}
        isPending={trades.isPending}
        isError={trades.isError && !trades.isFetchNextPageError}
        onRetry={() => void trades.refetch()}
        loadingLabel="Loading cards"
        skeleton={<TradeListingCardSkeleton />}
        error={{ title: 'Error loading trades', text: 'Failed to fetch public trades' }}
        empty={{
          title: 'No cards found',
          icon: <StyleOutlinedIcon />,
          text: filtered
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
      <LoadMoreCards query={trades} />
    </>
  );
}
