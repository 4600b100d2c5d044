import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { decksGetQueryKey, decksListQueryKey } from '../api/generated/@tanstack/react-query.gen';
import type { DeckDetailDto, DeckSummaryDto } from '../api/generated/types.gen';

/** Keeps the cached deck pages in step with answers of the deck calls. */
export function useDeckCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** A call answered the whole deck: show it, and let the deck list recount. */
      put(detail: DeckDetailDto): void {
        queryClient.setQueryData(decksGetQueryKey({ path: { id: detail.id } }), detail);
        void queryClient.invalidateQueries({ queryKey: decksListQueryKey() });
      },
      /** Fetch the deck again. */
      reload(id: number): Promise<void> {
        return queryClient.invalidateQueries({ queryKey: decksGetQueryKey({ path: { id } }) });
      },
      /** The deck was deleted. */
      forget(id: number): void {
        queryClient.setQueryData<DeckSummaryDto[]>(decksListQueryKey(), (decks) =>
          decks?.filter((deck) => deck.id !== id),
        );
        queryClient.removeQueries({ queryKey: decksGetQueryKey({ path: { id } }) });
        void queryClient.invalidateQueries({ queryKey: decksListQueryKey() });
      },
    }),
    [queryClient],
  );
}
