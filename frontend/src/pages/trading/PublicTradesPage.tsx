import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { tradesEnquireMutation } from '../../api/generated/@tanstack/react-query.gen';
import type { TradeListingDto } from '../../api/generated/types.gen';
import { CardGrid } from '../../layout/CardGrid';
import { ListCount } from '../../layout/ListCount';
import { Page } from '../../layout/Page';
import { lazyNamed } from '../../shared/lazy-named';
import { cardsAvailableLabel, NO_TRADE_FILTER, type TradeFilter } from '../../shared/trade-display';
import { LoadMoreCards } from './LoadMoreCards';
import { TradeFilters } from './TradeFilters';
import { TradeListingCard } from './TradeListingCard';
import { TradeListingCardSkeleton } from './TradeListingCardSkeleton';
import { tradeOfferMessage } from './trade-offer-message';
import { usePublicListings } from './use-listing-pages';

// The form (and its validation) arrives when a visitor opens it, not with the page.
const EnquiryDialog = lazyNamed(() => import('../enquiry/EnquiryDialog'), 'EnquiryDialog');

/** /singles-for-trade — public trade listings; no account needed (spec 1 §2). */
export function PublicTradesPage() {
  const [filter, setFilter] = useState(NO_TRADE_FILTER);
  return (
    <Page
      title="Singles for Sale"
      back={{ to: '/trading-center', label: 'Back to Trading Center' }}
      intro="Single cards our members are selling or trading. Make an offer and the club mails it to the seller, who replies to you."
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
  const [offering, setOffering] = useState<TradeListingDto | null>(null);
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
                onClick={() => setOffering(listing)}
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
      {offering ? <OfferDialog listing={offering} onClose={() => setOffering(null)} /> : null}
    </>
  );
}

/** Make Offer: the visitor's message, mailed to the seller by the club. */
function OfferDialog({ listing, onClose }: { listing: TradeListingDto; onClose: () => void }) {
  const enquire = useMutation(tradesEnquireMutation());
  return (
    <Suspense fallback={null}>
      <EnquiryDialog
        title={`Make Offer for ${listing.cardTitle}`}
        intro={`Your message goes to ${listing.user.firstName} ${listing.user.lastName}, who replies to the e-mail address you give.`}
        message={tradeOfferMessage(listing)}
        send={(body) => enquire.mutateAsync({ path: { id: listing.id }, body })}
        onClose={onClose}
      />
    </Suspense>
  );
}
