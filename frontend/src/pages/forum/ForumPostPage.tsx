import { useEffect, useState } from 'react';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import {
  forumCategoriesListOptions,
  forumPostsGetOptions,
  forumPostsPinMutation,
  forumPostsRemoveMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type { ForumPostDetailDto, ForumPostDto } from '../../api/generated/types.gen';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { AuthorLine } from '../../forum/AuthorLine';
import { CategoryChip } from '../../forum/CategoryChip';
import { CommentSection } from '../../forum/CommentSection';
import { useForumAccess } from '../../forum/use-forum-access';
import { forumFailure } from '../../forum/forum-failure';
import { FORUM_MESSAGES } from '../../forum/forum-messages';
import { LikeButton } from '../../forum/LikeButton';
import { Markup } from '../../forum/markup/Markup';
import { PinnedBadge } from '../../forum/PinnedBadge';
import { PostActions } from '../../forum/PostActions';
import { PostEditorDialog, type PostEditing } from '../../forum/PostEditorDialog';
import { PostStats } from '../../forum/PostStats';
import { useForumCache } from '../../forum/use-forum-cache';
import { Page } from '../../layout/Page';
import { useToast } from '../../layout/toast';

const postIdOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** /forum/:postId — one post with its comments (spec 2 §2, Forum). */
export function ForumPostPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const id = postIdOf(useParams().postId);
  const post = useQuery({ ...forumPostsGetOptions({ path: { id: id ?? 0 } }), enabled: id !== null });
  const failed = id === null || post.isError;

  // Spec 2 §8: 'Failed to load post', then back to the forum.
  useEffect(() => {
    if (!failed) return;
    toast.error(FORUM_MESSAGES.loadPostFailed);
    navigate('/forum', { replace: true });
  }, [failed, navigate, toast]);

  if (!post.data) {
    return (
      <Page title="Forum Post" back={{ to: '/forum', label: 'Back to Forum' }}>
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
        >
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>Loading post...</Typography>
        </Box>
      </Page>
    );
  }
  return <PostView post={post.data} />;
}

function PostView({ post }: { post: ForumPostDetailDto }) {
  const navigate = useNavigate();
  const toast = useToast();
  const cache = useForumCache();
  const queryClient = useQueryClient();
  const { isAdmin, mayChange } = useForumAccess();
  const [editing, setEditing] = useState<PostEditing | null>(null);
  const [deleting, setDeleting] = useState(false);
  const categories = useQuery({ ...forumCategoriesListOptions(), enabled: editing !== null });
  const remove = useMutation(forumPostsRemoveMutation());
  const pin = useMutation(forumPostsPinMutation());

  /** The editor needs the categories to choose from: fetched (or taken from the list page) first. */
  async function startEdit() {
    try {
      await queryClient.fetchQuery(forumCategoriesListOptions());
      setEditing({ kind: 'edit', post });
    } catch {
      toast.error(FORUM_MESSAGES.loadCategoriesFailed);
    }
  }

  function saved(changed: ForumPostDto) {
    setEditing(null);
    cache.updatePost(post.id, (shown) => ({ ...shown, ...changed }));
    cache.postsChanged();
    toast.success(FORUM_MESSAGES.postUpdated);
  }

  async function togglePin(isPinned: boolean) {
    try {
      const changed = await pin.mutateAsync({ path: { id: post.id }, body: { isPinned } });
      cache.updatePost(post.id, (shown) => ({ ...shown, ...changed }));
      cache.postsChanged();
      toast.success(isPinned ? FORUM_MESSAGES.postPinned : FORUM_MESSAGES.postUnpinned);
    } catch (error) {
      toast.error(forumFailure(error, isPinned ? FORUM_MESSAGES.pinFailed : FORUM_MESSAGES.unpinFailed));
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync({ path: { id: post.id } });
      setDeleting(false);
      cache.forgetPost(post.id);
      cache.postsChanged();
      toast.success(FORUM_MESSAGES.postDeleted);
      navigate('/forum');
    } catch (error) {
      toast.error(forumFailure(error, FORUM_MESSAGES.deletePostFailed));
    }
  }

  return (
    <Page title={post.title} back={{ to: '/forum', label: 'Back to Forum' }} maxWidth="md">
      <Stack spacing={2.5}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {post.isPinned ? <PinnedBadge /> : null}
          <CategoryChip category={post.category} />
        </Stack>
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} size={40} />
        <Paper variant="outlined" component="section" aria-label="Post" sx={{ p: { xs: 2, md: 3 } }}>
          <Markup text={post.content} sx={{ fontSize: '1.05rem' }} />
        </Paper>
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <LikeButton post={post} />
          <PostStats post={post} showLikes={false} />
        </Box>
        <PostActions
          post={post}
          mayChange={mayChange(post.authorId)}
          isAdmin={isAdmin}
          pinning={pin.isPending}
          onEdit={() => void startEdit()}
          onDelete={() => setDeleting(true)}
          onPin={(isPinned) => void togglePin(isPinned)}
        />
      </Stack>

      <CommentSection post={post} />

      <PostEditorDialog
        editing={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <ConfirmDialog
        open={deleting}
        title="Delete post"
        message={FORUM_MESSAGES.confirmDeletePost}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Page>
  );
}
