import { useState } from 'react';
import { Button } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { useQuery } from '@tanstack/react-query';
import { tradesPublicListOptions } from '../../api/generated/@tanstack/react-query.gen';
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

/** The listings the filter lets through, with their count. Reads them itself: when they land, only it draws again. */
function PublicListings({ filter }: { filter: TradeFilter }) {
  const trades = useQuery(tradesPublicListOptions());
  const shown = trades.data ? filterListings(trades.data, filter) : undefined;
  return (
    <>
      <ListCount>{shown ? cardsAvailableLabel(shown.length) : null}</ListCount>
      <CardGrid
        items={shown}
        isPending={trades.isPending}
        isError={trades.isError}
        onRetry={() => void trades.refetch()}
        loadingLabel="Loading cards"
        skeleton={<TradeListingCardSkeleton />}
        error={{ title: 'Error loading trades', text: 'Failed to fetch public trades' }}
        empty={{
          title: 'No cards found',
          icon: <StyleOutlinedIcon />,
          text: trades.data?.length
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
    </>
  );
}
