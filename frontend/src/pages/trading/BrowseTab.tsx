import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { tradesMyOffersOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { TradeListingDto } from '../../api/generated/types.gen';
import { useAuth } from '../../auth';
import { useToast } from '../../layout/toast';
import { apiErrorMessage } from '../../shared/api-error';
import { MakeOfferDialog } from './MakeOfferDialog';
import { SubmitCardDialog } from './SubmitCardDialog';
import { useFocusListingTitle } from './TradeListingCard';
import { TradeListings } from './TradeListings';
import { listingForm, offerBody, TRADE_MESSAGES } from './trade-schemas';
import type { TradeActions } from './use-trades';

/** Browse Cards: every active listing page by page, searched and filtered by the server, Submit Card, and Make an Offer on others' cards. */
export function BrowseTab({ actions }: { actions: TradeActions }) {
  const { user } = useAuth();
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [offeringOn, setOfferingOn] = useState<TradeListingDto | null>(null);
  const focusListingTitle = useFocusListingTitle();
  // A second offer on the same card is refused; say so on the card instead of after the form is filled in.
  const myOffers = useQuery(tradesMyOffersOptions());
  const awaitingAnswer = new Set(
    myOffers.data?.filter((offer) => offer.status === 'PENDING').map((offer) => offer.tradeId),
  );

  const fail = (error: unknown, fallback: string): never => {
    toast.error(apiErrorMessage(error, fallback));
    throw error;
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setSubmitting(true)}>
          Submit Card
        </Button>
      </Box>
      <TradeListings
        list="members"
        failedText="Failed to fetch members-only trades"
        emptyText="Cards listed by members will appear here."
        cardBadge={(listing) =>
          listing.visibility === 'PUBLIC' ? <Chip label="Public" size="small" variant="outlined" /> : null
        }
        cardActions={(listing) =>
          listing.userId === user?.id ? (
            <Typography variant="body2" color="text.secondary">
              Your listing
            </Typography>
          ) : awaitingAnswer.has(listing.id) ? (
            <Typography variant="body2" color="text.secondary">
              Your offer is waiting for an answer (My Offers)
            </Typography>
          ) : (
            <Button
              variant="contained"
              onClick={() => setOfferingOn(listing)}
              aria-label={`Make an Offer for ${listing.cardTitle}`}
            >
              Make an Offer
            </Button>
          )
        }
      />
      {submitting ? (
        <SubmitCardDialog
          onClose={() => setSubmitting(false)}
          onSave={async (values) => {
            await actions.list
              .mutateAsync({ body: listingForm(values) })
              .catch((error: unknown) => fail(error, TRADE_MESSAGES.listFailed));
            toast.success(TRADE_MESSAGES.listed);
          }}
        />
      ) : null}
      {offeringOn ? (
        <MakeOfferDialog
          listing={offeringOn}
          onClose={() => setOfferingOn(null)}
          onSave={async (values) => {
            await actions.offer
              .mutateAsync({ path: { id: offeringOn.id }, body: offerBody(values) })
              .catch((error: unknown) => fail(error, TRADE_MESSAGES.offerFailed));
            toast.success(TRADE_MESSAGES.offered);
            focusListingTitle(offeringOn.id); // its Make an Offer button has given way to a note
          }}
        />
      ) : null}
    </>
  );
}
