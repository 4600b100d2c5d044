/** The questions asked before a step that cannot be undone, and what each says when it is done. */
export const TRADE_CONFIRMATIONS = {
  accept: {
    title: 'Accept Offer',
    message: 'Accept this offer? Your card will be marked as traded and any other offers for it declined.',
    confirmLabel: 'Accept',
    done: 'Offer accepted',
    failed: 'Failed to accept the offer',
  },
  decline: {
    title: 'Decline Offer',
    message: 'Decline this offer?',
    confirmLabel: 'Decline',
    done: 'Offer declined',
    failed: 'Failed to decline the offer',
  },
  withdrawListing: {
    title: 'Withdraw Listing',
    message: 'Withdraw this card? It will no longer be shown and its pending offers will be declined.',
    confirmLabel: 'Withdraw',
    done: 'Listing withdrawn',
    failed: 'Failed to withdraw the listing',
  },
  withdrawOffer: {
    title: 'Withdraw Offer',
    message: 'Withdraw this offer?',
    confirmLabel: 'Withdraw',
    done: 'Offer withdrawn',
    failed: 'Failed to withdraw the offer',
  },
} as const;

export type TradeStep = keyof typeof TRADE_CONFIRMATIONS;
