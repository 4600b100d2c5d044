import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { tradesPublicListQueryKey } from '../../api/generated/@tanstack/react-query.gen';
import { tradesPublicList } from '../../api/generated/sdk.gen';
import type { TradeListingDto } from '../../api/generated/types.gen';

/** Listings asked for per page (the server answers at most 100). */
export const PUBLIC_LISTINGS_PAGE_SIZE = 24;

export interface ListingsPage {
  listings: TradeListingDto[];
  first: number;
  /** Active public listings in all, from Content-Range ('listings 0-23/130'). */
  total: number;
}

/** The total of a simple-rest Content-Range header, if it has one. */
export function contentRangeTotal(header: string | null): number | undefined {
  const total = /\/(\d{1,15})$/.exec(header ?? '')?.[1];
  return total === undefined ? undefined : Number(total);
}

/** Listings as the one page loaded (the pre-renderer's style samples). */
export function asOnePage(listings: TradeListingDto[]): InfiniteData<ListingsPage, number> {
  return { pages: [{ listings, first: 0, total: listings.length }], pageParams: [0] };
}

/** The public listings page by page, newest first; a listing change refreshes every page (use-trades.ts). */
export function usePublicListings() {
  const query = useInfiniteQuery({
    queryKey: [...tradesPublicListQueryKey(), 'pages'],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ListingsPage> => {
      const range = JSON.stringify([pageParam, pageParam + PUBLIC_LISTINGS_PAGE_SIZE - 1]);
      const { data, response } = await tradesPublicList({ query: { range }, signal, throwOnError: true });
      const total = contentRangeTotal(response.headers.get('content-range')) ?? pageParam + data.length;
      return { listings: data, first: pageParam, total };
    },
    getNextPageParam: (last) => {
      const next = last.first + last.listings.length;
      return last.listings.length > 0 && next < last.total ? next : undefined;
    },
  });
  const pages = query.data?.pages;
  return {
    query,
    listings: pages?.flatMap((page) => page.listings),
    total: pages?.[pages.length - 1].total,
  };
}
