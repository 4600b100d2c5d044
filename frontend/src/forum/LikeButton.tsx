import { Box, Button, Typography } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useMutation } from '@tanstack/react-query';
import { forumPostsLikeMutation } from '../api/generated/@tanstack/react-query.gen';
import type { ForumPostDetailDto } from '../api/generated/types.gen';
import { useToast } from '../layout/toast';
import { forumFailure } from './forum-failure';
import { FORUM_MESSAGES } from './forum-messages';
import { useForumCache } from './use-forum-cache';

/** 'Like', pressed while the member likes the post; one click likes, the next takes it back. */
export function LikeButton({ post }: { post: ForumPostDetailDto }) {
  const toast = useToast();
  const cache = useForumCache();
  const like = useMutation(forumPostsLikeMutation());

  async function toggle() {
    try {
      const { liked, likes } = await like.mutateAsync({ path: { id: post.id }, body: {} });
      cache.updatePost(post.id, (shown) => ({ ...shown, likedByMe: liked, likes }));
      cache.postsChanged();
    } catch (error) {
      toast.error(forumFailure(error, FORUM_MESSAGES.toggleLikeFailed));
    }
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button
        variant={post.likedByMe ? 'contained' : 'outlined'}
        color="primary"
        aria-pressed={post.likedByMe}
        startIcon={
          post.likedByMe ? <FavoriteIcon aria-hidden="true" /> : <FavoriteBorderIcon aria-hidden="true" />
        }
        onClick={() => void toggle()}
        disabled={like.isPending}
      >
        Like
      </Button>
      <Typography color="text.secondary" aria-live="polite">
        {post.likes === 1 ? '1 like' : `${post.likes} likes`}
      </Typography>
    </Box>
  );
}
