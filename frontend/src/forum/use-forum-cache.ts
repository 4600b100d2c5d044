import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  forumCategoriesListQueryKey,
  forumPostsGetQueryKey,
  forumPostsListQueryKey,
} from '../api/generated/@tanstack/react-query.gen';
import type { ForumPostDetailDto } from '../api/generated/types.gen';

/** Keeps the cached forum pages in step after a change. */
export function useForumCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** Posts changed (created, edited, deleted, pinned, liked, commented): lists and counts reload. */
      postsChanged(): void {
        void queryClient.invalidateQueries({ queryKey: forumPostsListQueryKey() });
        void queryClient.invalidateQueries({ queryKey: forumCategoriesListQueryKey() });
      },
      /** Categories changed: the filter, the counts and the posts (a deleted category takes its posts). */
      categoriesChanged(): void {
        void queryClient.invalidateQueries({ queryKey: forumCategoriesListQueryKey() });
        void queryClient.invalidateQueries({ queryKey: forumPostsListQueryKey() });
      },
      /** One post as the page shows it, updated in place. */
      updatePost(id: number, change: (post: ForumPostDetailDto) => ForumPostDetailDto): void {
        queryClient.setQueryData<ForumPostDetailDto>(forumPostsGetQueryKey({ path: { id } }), (post) =>
          post ? change(post) : post,
        );
      },
      /** Fetch the post again (after a comment changed). */
      reloadPost(id: number): Promise<void> {
        return queryClient.invalidateQueries({ queryKey: forumPostsGetQueryKey({ path: { id } }) });
      },
      forgetPost(id: number): void {
        queryClient.removeQueries({ queryKey: forumPostsGetQueryKey({ path: { id } }) });
      },
    }),
    [queryClient],
  );
}
