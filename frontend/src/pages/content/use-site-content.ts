import { useQuery } from '@tanstack/react-query';
import { contentSectionsListOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { ContentItemDto, ContentSectionName } from '../../api/generated/types.gen';

/**
 * The items of one editable section of the public pages (spec 1 §3), in order. Every page reads the
 * one cached list of sections, so About and Location share a single request.
 */
export function useContentSection(name: ContentSectionName) {
  const sections = useQuery(contentSectionsListOptions());
  const items: readonly ContentItemDto[] | undefined = sections.data
    ? (sections.data.find((section) => section.name === name)?.items ?? [])
    : undefined;
  return {
    items,
    isPending: sections.isPending,
    isError: sections.isError,
    retry: () => void sections.refetch(),
  };
}
