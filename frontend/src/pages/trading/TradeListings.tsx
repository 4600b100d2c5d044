import { useState, type ReactNode } from 'react';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import type { TradeListingDto } from '../../api/generated/types.gen';
import { CardGrid } from '../../layout/CardGrid';
import { ListCount } from '../../layout/ListCount';
import { cardsAvailableLabel, NO_TRADE_FILTER, type TradeFilter } from '../../shared/trade-display';
import { LoadMoreCards } from './LoadMoreCards';
import { TradeFilters } from './TradeFilters';
import { TradeListingCard } from './TradeListingCard';
import { TradeListingCardSkeleton } from './TradeListingCardSkeleton';
import { useTradeListings, type TradeList } from './use-listing-pages';

interface TradeListingsProps {
  list: TradeList;
  /** The error's line: which trades failed to come. */
  failedText: string;
  /** The empty state's line while nothing is searched or filtered. */
  emptyText: string;
  /** What a card offers under its details: Make an Offer, or why not. */
  cardActions: (listing: TradeListingDto) => ReactNode;
  /** A mark beside a card's title, where the list has one. */
  cardBadge?: (listing: TradeListingDto) => ReactNode;
}

/**
 * A trade list as both trade pages show it (spec 1 §2): the search box and filters, the count of listings the
 * server found, the cards with their loading, error and empty states, and 'Load More Cards' while more pages
 * exist.
 */
export function TradeListings(props: TradeListingsProps) {
  const [filter, setFilter] = useState(NO_TRADE_FILTER);
  return (
    <>
      <TradeFilters value={filter} onChange={setFilter} />
      <FoundListings {...props} filter={filter} />
    </>
  );
}

/** The listings the server found for the filter. Reads them itself: when they land, only it draws again. */
function FoundListings({
  list,
  filter,
  failedText,
  emptyText,
  cardActions,
  cardBadge,
}: TradeListingsProps & { filter: TradeFilter }) {
  const { query: trades, listings, total, filtered } = useTradeListings(list, filter);
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
        error={{ title: 'Error loading trades', text: failedText }}
        empty={{
          title: 'No cards found',
          icon: <StyleOutlinedIcon />,
          text: filtered ? 'No card matches your search. Try other words or filters.' : emptyText,
        }}
        renderItem={(listing) => (
          <TradeListingCard listing={listing} badge={cardBadge?.(listing)} actions={cardActions(listing)} />
        )}
      />
      <LoadMoreCards query={trades} />
    </>
  );
}
