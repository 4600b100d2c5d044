import { type InfiniteData, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  tradesMembersListQueryKey,
  tradesPublicListQueryKey,
} from '../../api/generated/@tanstack/react-query.gen';
import { tradesMembersList, tradesPublicList } from '../../api/generated/sdk.gen';
import type { TradeListingDto, TradesPublicListData } from '../../api/generated/types.gen';
import { listingsQuery, type TradeFilter } from '../../shared/trade-display';
import { useDebouncedValue } from '../../shared/use-debounced-value';

/** Listings asked for per page (the server answers at most 100). */
export const PUBLIC_LISTINGS_PAGE_SIZE = 24;
/** How long typing in the search box pauses before the server is asked. */
export const SEARCH_DELAY_MS = 300;

export interface ListingsPage {
  listings: TradeListingDto[];
  first: number;
  /** Listings that match the filter in all, from Content-Range ('listings 0-23/130'). */
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

/** A trade list of the SDK: the public one or the members' one, which take the same page and filter. */
type ListingsCall = (options: {
  query: NonNullable<TradesPublicListData['query']>;
  signal: AbortSignal;
  throwOnError: true;
}) => Promise<{ data: TradeListingDto[]; response: Response }>;

/**
 * A trade list page by page, newest first, searched and filtered by the server: a new filter starts again at
 * the first page (the last answer stays on screen until the new one lands), and the search waits for typing to
 * pause. A listing change refreshes every page of every filter (use-trades.ts).
 */
function useListingPages(call: ListingsCall, listKey: readonly unknown[], filter: TradeFilter) {
  const search = useDebouncedValue(filter.search, SEARCH_DELAY_MS);
  const asked = listingsQuery({ ...filter, search });
  const query = useInfiniteQuery({
    queryKey: [...listKey, 'pages', asked],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ListingsPage> => {
      const range = JSON.stringify([pageParam, pageParam + PUBLIC_LISTINGS_PAGE_SIZE - 1]);
      const { data, response } = await call({ query: { ...asked, range }, signal, throwOnError: true });
      const total = contentRangeTotal(response.headers.get('content-range')) ?? pageParam + data.length;
      return { listings: data, first: pageParam, total };
    },
    getNextPageParam: (last) => {
      const next = last.first + last.listings.length;
      return last.listings.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  return {
    query,
    listings: pages?.flatMap((page) => page.listings),
    total: pages?.[pages.length - 1].total,
    /** Whether the server was asked for less than every listing. */
    filtered: Object.keys(asked).length > 0,
  };
}

export type ListingPages = ReturnType<typeof useListingPages>;

/**
 * The two trade lists: Singles for Sale's active public listings, and Members Only Trades' Browse Cards, every
 * active listing, public and members-only.
 */
const TRADE_LISTS = {
  public: { call: tradesPublicList, key: tradesPublicListQueryKey },
  members: { call: tradesMembersList, key: tradesMembersListQueryKey },
} satisfies Record<string, { call: ListingsCall; key: () => readonly unknown[] }>;

export type TradeList = keyof typeof TRADE_LISTS;

/** One of the trade lists, page by page, for the filter. */
export const useTradeListings = (list: TradeList, filter: TradeFilter) =>
  useListingPages(TRADE_LISTS[list].call, TRADE_LISTS[list].key(), filter);
