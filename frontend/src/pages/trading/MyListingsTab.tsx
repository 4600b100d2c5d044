import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { useQuery } from '@tanstack/react-query';
import { tradesMineOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { MyTradeListingDto } from '../../api/generated/types.gen';
import { CardGrid } from '../../layout/CardGrid';
import { LISTING_STATUS_LABELS } from '../../shared/trade-display';
import { useToast } from '../../layout/toast';
import { apiErrorMessage } from '../../shared/api-error';
import { OfferItem } from './OfferItem';
import { SubmitCardDialog } from './SubmitCardDialog';
import { listingChanges, TRADE_MESSAGES } from './trade-schemas';
import { type PendingStep, TradeStepConfirm } from './TradeStepConfirm';
import { listingTitleId, TradeListingCard } from './TradeListingCard';
import { TradeListingCardSkeleton } from './TradeListingCardSkeleton';
import type { TradeActions } from './use-trades';

/** My Listings: the member's cards, whatever their status, each with the offers made for it to accept or decline. */
export function MyListingsTab({ actions }: { actions: TradeActions }) {
  const mine = useQuery(tradesMineOptions());
  const [pending, setPending] = useState<PendingStep | null>(null);
  const [editing, setEditing] = useState<MyTradeListingDto | null>(null);
  const toast = useToast();

  const renderListing = (listing: MyTradeListingDto) => {
    const active = listing.status === 'ACTIVE';
    return (
      <TradeListingCard
        listing={listing}
        badge={
          <Chip
            label={LISTING_STATUS_LABELS[listing.status]}
            size="small"
            color={active ? 'success' : 'default'}
          />
        }
        actions={
          active ? (
            <>
              <Button onClick={() => setEditing(listing)} aria-label={`Edit ${listing.cardTitle}`}>
                Edit
              </Button>
              <Button
                color="error"
                onClick={() =>
                  setPending({
                    step: 'withdrawListing',
                    run: () => actions.withdrawListing.mutateAsync({ path: { id: listing.id } }),
                    focusAfter: listingTitleId(listing.id),
                  })
                }
                aria-label={`Withdraw ${listing.cardTitle}`}
              >
                Withdraw
              </Button>
            </>
          ) : null
        }
      >
        <Typography component="h3" variant="h6" sx={{ mt: 2, mb: 0.5 }}>
          Offers ({listing.offers.length})
        </Typography>
        {listing.offers.length === 0 ? (
          <Typography color="text.secondary">No offers yet</Typography>
        ) : (
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {listing.offers.map((offer) => (
              <OfferItem
                key={offer.id}
                offer={offer}
                heading={`${offer.offerer.firstName} ${offer.offerer.lastName}`}
                actions={
                  active && offer.status === 'PENDING' ? (
                    <>
                      <Button
                        size="small"
                        variant="contained"
                        onClick={() =>
                          setPending({
                            step: 'accept',
                            run: () => actions.accept.mutateAsync({ path: { id: offer.id } }),
                            focusAfter: listingTitleId(listing.id),
                          })
                        }
                        aria-label={`Accept the offer from ${offer.offerer.firstName} ${offer.offerer.lastName}`}
                      >
                        Accept
                      </Button>
                      <Button
                        size="small"
                        onClick={() =>
                          setPending({
                            step: 'decline',
                            run: () => actions.decline.mutateAsync({ path: { id: offer.id } }),
                            focusAfter: listingTitleId(listing.id),
                          })
                        }
                        aria-label={`Decline the offer from ${offer.offerer.firstName} ${offer.offerer.lastName}`}
                      >
                        Decline
                      </Button>
                    </>
                  ) : null
                }
              />
            ))}
          </Box>
        )}
      </TradeListingCard>
    );
  };

  return (
    <>
      <CardGrid
        items={mine.data}
        isPending={mine.isPending}
        isError={mine.isError}
        onRetry={() => void mine.refetch()}
        loadingLabel="Loading your listings"
        skeleton={<TradeListingCardSkeleton />}
        skeletons={3}
        error={{ title: 'Error loading trades', text: 'Failed to fetch your listings' }}
        empty={{ title: "You haven't listed any cards yet", icon: <StyleOutlinedIcon /> }}
        renderItem={renderListing}
      />
      <TradeStepConfirm pending={pending} onClose={() => setPending(null)} />
      {editing ? (
        <SubmitCardDialog
          listing={editing}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            try {
              await actions.edit.mutateAsync({ path: { id: editing.id }, body: listingChanges(values) });
            } catch (error) {
              toast.error(apiErrorMessage(error, TRADE_MESSAGES.updateFailed));
              throw error;
            }
            toast.success(TRADE_MESSAGES.updated);
          }}
        />
      ) : null}
    </>
  );
}
