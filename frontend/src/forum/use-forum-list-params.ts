import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ForumListParams {
  categoryId: number | null;
  search: string;
  page: number;
}

const wholeNumber = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * The forum list's category, search and page, kept in the address (`/forum?category=2&search=deck&page=3`),
 * so Back, reload and a shared link show the same list.
 */
export function useForumListParams(): [ForumListParams, (change: Partial<ForumListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => paramsOf(searchParams), [searchParams]);
  const change = useCallback(
    (next: Partial<ForumListParams>) => {
      setSearchParams(
        (current) => {
          const merged = { ...paramsOf(current), ...next };
          // A new filter or search starts again at its first page.
          if (next.page === undefined) merged.page = 1;
          const written = new URLSearchParams();
          if (merged.categoryId !== null) written.set('category', String(merged.categoryId));
          if (merged.search) written.set('search', merged.search);
          if (merged.page > 1) written.set('page', String(merged.page));
          return written;
        },
        { replace: next.search !== undefined },
      );
    },
    [setSearchParams],
  );
  return [params, change];
}

function paramsOf(searchParams: URLSearchParams): ForumListParams {
  return {
    categoryId: wholeNumber(searchParams.get('category')),
    search: searchParams.get('search') ?? '',
    page: Math.max(1, wholeNumber(searchParams.get('page')) ?? 1),
  };
}
