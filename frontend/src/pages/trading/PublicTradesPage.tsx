import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { tradesEnquireMutation } from '../../api/generated/@tanstack/react-query.gen';
import type { TradeListingDto } from '../../api/generated/types.gen';
import { Page } from '../../layout/Page';
import { lazyNamed } from '../../shared/lazy-named';
import { TradeListings } from './TradeListings';
import { tradeOfferMessage } from './trade-offer-message';

// The form (and its validation) arrives when a visitor opens it, not with the page.
const EnquiryDialog = lazyNamed(() => import('../enquiry/EnquiryDialog'), 'EnquiryDialog');

/** /singles-for-trade — public trade listings; no account needed (spec 1 §2). */
export function PublicTradesPage() {
  const [offering, setOffering] = useState<TradeListingDto | null>(null);
  return (
    <Page
      title="Singles for Sale"
      back={{ to: '/trading-center', label: 'Back to Trading Center' }}
      intro="Single cards our members are selling or trading. Make an offer and the club mails it to the seller, who replies to you."
    >
      <TradeListings
        list="public"
        failedText="Failed to fetch public trades"
        emptyText="Cards listed for public trade will appear here."
        cardActions={(listing) => (
          <Button
            variant="contained"
            onClick={() => setOffering(listing)}
            startIcon={<MailOutlineIcon />}
            aria-label={`Make Offer for ${listing.cardTitle}`}
          >
            Make Offer
          </Button>
        )}
      />
      {offering ? <OfferDialog listing={offering} onClose={() => setOffering(null)} /> : null}
    </Page>
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
