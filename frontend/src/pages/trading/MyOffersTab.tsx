import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useQuery } from '@tanstack/react-query';
import { tradesMyOffersOptions } from '../../api/generated/@tanstack/react-query.gen';
import { CardGrid } from '../../layout/CardGrid';
import { LISTING_STATUS_LABELS } from '../../shared/trade-display';
import { OfferItem } from './OfferItem';
import { type PendingStep, TradeStepConfirm } from './TradeStepConfirm';
import { TradeListingCardSkeleton } from './TradeListingCardSkeleton';
import type { TradeActions } from './use-trades';

/** My Offers: the offers the member made, each with its listing and status; a pending one can be withdrawn. */
export function MyOffersTab({ actions }: { actions: TradeActions }) {
  const offers = useQuery(tradesMyOffersOptions());
  const [pending, setPending] = useState<PendingStep | null>(null);
  return (
    <>
      <CardGrid
        items={offers.data}
        isPending={offers.isPending}
        isError={offers.isError}
        onRetry={() => void offers.refetch()}
        loadingLabel="Loading your offers"
        skeleton={<TradeListingCardSkeleton />}
        skeletons={3}
        error={{ title: 'Error loading trades', text: 'Failed to fetch your offers' }}
        empty={{ title: "You haven't made any offers yet", icon: <LocalOfferOutlinedIcon /> }}
        renderItem={(offer) => (
          <Paper
            component="article"
            variant="outlined"
            aria-labelledby={`offer-${offer.id}-title`}
            sx={{ p: 2, height: '100%' }}
          >
            <Typography id={`offer-${offer.id}-title`} component="h2" variant="h5" tabIndex={-1}>
              {offer.listing.cardTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Listed by {offer.listing.user.firstName} {offer.listing.user.lastName} ·{' '}
              {LISTING_STATUS_LABELS[offer.listing.status]}
            </Typography>
            <Box component="ul" sx={{ p: 0, m: 0 }}>
              <OfferItem
                offer={offer}
                heading="Your offer"
                actions={
                  offer.status === 'PENDING' ? (
                    <Button
                      size="small"
                      color="error"
                      onClick={() =>
                        setPending({
                          step: 'withdrawOffer',
                          run: () => actions.withdrawOffer.mutateAsync({ path: { id: offer.id } }),
                          focusAfter: `offer-${offer.id}-title`,
                        })
                      }
                      aria-label={`Withdraw your offer for ${offer.listing.cardTitle}`}
                    >
                      Withdraw
                    </Button>
                  ) : null
                }
              />
            </Box>
          </Paper>
        )}
      />
      <TradeStepConfirm pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
