import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  tradesAcceptMutation,
  tradesCreateMutation,
  tradesDeclineMutation,
  tradesMakeOfferMutation,
  tradesMembersListQueryKey,
  tradesMineQueryKey,
  tradesMyOffersQueryKey,
  tradesPublicListQueryKey,
  tradesUpdateMutation,
  tradesWithdrawMutation,
  tradesWithdrawOfferMutation,
} from '../../api/generated/@tanstack/react-query.gen';

/**
 * The calls that change listings and offers. Each one touches several lists (a new listing is in Browse and My
 * Listings; accepting declines the other offers), so after any change every trade list is read again.
 */
export function useTradeActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [
        tradesMembersListQueryKey(),
        tradesMineQueryKey(),
        tradesMyOffersQueryKey(),
        tradesPublicListQueryKey(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return {
    list: useMutation({ ...tradesCreateMutation(), onSuccess: refresh }),
    edit: useMutation({ ...tradesUpdateMutation(), onSuccess: refresh }),
    withdrawListing: useMutation({ ...tradesWithdrawMutation(), onSuccess: refresh }),
    offer: useMutation({ ...tradesMakeOfferMutation(), onSuccess: refresh }),
    accept: useMutation({ ...tradesAcceptMutation(), onSuccess: refresh }),
    decline: useMutation({ ...tradesDeclineMutation(), onSuccess: refresh }),
    withdrawOffer: useMutation({ ...tradesWithdrawOfferMutation(), onSuccess: refresh }),
  };
}

export type TradeActions = ReturnType<typeof useTradeActions>;
