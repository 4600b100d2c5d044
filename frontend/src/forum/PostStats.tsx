import { Box, Typography } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ReactNode } from 'react';
import type { ForumPostDto } from '../api/generated/types.gen';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Stat({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
      <Box component="span" aria-hidden="true" sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span">
        {label}
      </Typography>
    </Box>
  );
}

/** Likes, comments and views of a post, as words (so they read the same aloud). */
export function PostStats({ post, showLikes = true }: { post: ForumPostDto; showLikes?: boolean }) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
      {showLikes ? <Stat icon={<FavoriteBorderIcon />} label={plural(post.likes, 'like', 'likes')} /> : null}
      <Stat icon={<ChatBubbleOutlineIcon />} label={plural(post._count.comments, 'comment', 'comments')} />
      <Stat icon={<VisibilityOutlinedIcon />} label={plural(post.views, 'view', 'views')} />
    </Box>
  );
}
