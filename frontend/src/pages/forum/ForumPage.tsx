import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Pagination, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  forumCategoriesListOptions,
  forumPostsListOptions,
} from '../../api/generated/@tanstack/react-query.gen';
import type { ForumPostDto } from '../../api/generated/types.gen';
import { CategoryFilter } from '../../forum/CategoryFilter';
import { CategoryManagerDialog } from '../../forum/CategoryManagerDialog';
import { useForumAccess } from '../../forum/use-forum-access';
import { FORUM_MESSAGES } from '../../forum/forum-messages';
import { ForumSearchField } from '../../forum/ForumSearchField';
import { PostEditorDialog, type PostEditing } from '../../forum/PostEditorDialog';
import { PostSummaryCard } from '../../forum/PostSummaryCard';
import { useForumCache } from '../../forum/use-forum-cache';
import { useForumListParams } from '../../forum/use-forum-list-params';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';
import { useToast } from '../../layout/toast';
import { FORUM_PAGE_SIZE } from '../../shared/server-rules';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

/** /forum — the members' discussion list (spec 2 §2, Forum). */
export function ForumPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const cache = useForumCache();
  const { isAdmin } = useForumAccess();
  const [params, setParams] = useForumListParams();
  const [editing, setEditing] = useState<PostEditing | null>(null);
  const [managing, setManaging] = useState(false);

  const categories = useQuery(forumCategoriesListOptions());
  const posts = useQuery({
    ...forumPostsListOptions({
      query: {
        ...(params.categoryId !== null ? { categoryId: params.categoryId } : {}),
        ...(params.search ? { search: params.search } : {}),
        page: params.page,
        limit: FORUM_PAGE_SIZE,
      },
    }),
    // The page being left stays in view until the next one arrives, so the list does not jump.
    placeholderData: keepPreviousData,
  });

  const categoryList = categories.data ?? [];
  const noCategories = categories.isSuccess && categoryList.length === 0;

  function created(post: ForumPostDto) {
    setEditing(null);
    cache.postsChanged();
    toast.success(FORUM_MESSAGES.postCreated);
    navigate(`/forum/${post.id}`);
  }

  const page = posts.data;
  const filtered = params.search !== '' || params.categoryId !== null;
  return (
    <Page
      title="Community Forum"
      intro="Talk decks, trades, events and news with other club members."
      actions={
        <>
          {isAdmin ? (
            <Button
              variant="outlined"
              startIcon={<CategoryOutlinedIcon aria-hidden="true" />}
              onClick={() => setManaging(true)}
              disabled={!categories.isSuccess}
            >
              Manage Categories
            </Button>
          ) : null}
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden="true" />}
            onClick={() => setEditing({ kind: 'create', categoryId: params.categoryId ?? undefined })}
            disabled={!categories.isSuccess || noCategories}
            aria-describedby={noCategories ? 'forum-no-categories' : undefined}
          >
            New Post
          </Button>
        </>
      }
    >
      <Stack spacing={2.5}>
        <ForumSearchField value={params.search} onSearch={(search) => setParams({ search })} />

        {categories.isError ? (
          <LoadErrorOrOffline error={categories.error} onRetry={() => void categories.refetch()}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void categories.refetch()}>
                  Try Again
                </Button>
              }
            >
              {FORUM_MESSAGES.loadCategoriesFailed}
            </Alert>
          </LoadErrorOrOffline>
        ) : categories.isSuccess ? (
          <CategoryFilter
            categories={categoryList}
            selected={params.categoryId}
            onSelect={(categoryId) => setParams({ categoryId })}
          />
        ) : null}
        {noCategories ? (
          <Typography id="forum-no-categories" color="text.secondary">
            {isAdmin
              ? 'Add a category with Manage Categories, then members can post.'
              : 'The forum opens once an admin has added a category.'}
          </Typography>
        ) : null}

        {posts.isPending ? (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
          >
            <CircularProgress size={28} aria-hidden="true" />
            <Typography>Loading posts...</Typography>
          </Box>
        ) : posts.isError ? (
          <LoadErrorOrOffline error={posts.error} onRetry={() => void posts.refetch()}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void posts.refetch()}>
                  Try Again
                </Button>
              }
            >
              {FORUM_MESSAGES.loadPostsFailed}
            </Alert>
          </LoadErrorOrOffline>
        ) : page && page.posts.length === 0 ? (
          <EmptyState
            title={filtered ? 'No posts found' : 'No posts yet'}
            icon={<ForumOutlinedIcon />}
            action={
              filtered ? (
                <Button variant="outlined" onClick={() => setParams({ search: '', categoryId: null })}>
                  Show All Topics
                </Button>
              ) : undefined
            }
          >
            {filtered
              ? 'Nothing matches. Try other words or another category.'
              : 'Be the first to start a discussion.'}
          </EmptyState>
        ) : page ? (
          <>
            <Typography role="status" color="text.secondary">
              {page.total === 1 ? '1 post' : `${page.total} posts`}
              {page.pages > 1 ? ` · page ${page.page} of ${page.pages}` : ''}
            </Typography>
            <Stack
              component="ul"
              spacing={2}
              aria-label="Posts"
              aria-busy={posts.isPlaceholderData}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {page.posts.map((post) => (
                <li key={post.id}>
                  <PostSummaryCard post={post} />
                </li>
              ))}
            </Stack>
            {page.pages > 1 ? (
              <Box
                component="nav"
                aria-label="Forum pages"
                sx={{ display: 'flex', justifyContent: 'center' }}
              >
                <Pagination
                  count={page.pages}
                  page={Math.min(params.page, page.pages)}
                  onChange={(_event, next) => {
                    setParams({ page: next });
                    window.scrollTo({ top: 0 });
                  }}
                  color="secondary"
                  siblingCount={0}
                />
              </Box>
            ) : null}
          </>
        ) : null}
      </Stack>

      <PostEditorDialog
        editing={editing}
        categories={categoryList}
        onClose={() => setEditing(null)}
        onSaved={created}
      />
      {isAdmin ? (
        <CategoryManagerDialog open={managing} categories={categoryList} onClose={() => setManaging(false)} />
      ) : null}
    </Page>
  );
}
