import { useId } from 'react';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ForumPostDto } from '../api/generated/types.gen';
import { AuthorLine } from './AuthorLine';
import { CategoryChip } from './CategoryChip';
import { Markup } from './markup/Markup';
import { PinnedBadge } from './PinnedBadge';
import { PostStats } from './PostStats';

/**
 * One post in the forum's list: title, pinned mark, category, the start of its text, author, counts. The title
 * is the link, stretched over the whole card, so the card opens the post wherever it is clicked while the
 * link's name stays the title alone.
 */
export function PostSummaryCard({ post }: { post: ForumPostDto }) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        position: 'relative',
        borderLeft: 4,
        borderLeftColor: post.isPinned ? 'primary.main' : post.category.color,
        '&:hover': { bgcolor: 'action.hover' },
        // The link's focus ring is drawn around the whole card, which it covers.
        '&:has(a:focus-visible)': {
          outline: (theme) => `3px solid ${theme.palette.secondary.main}`,
          outlineOffset: '2px',
        },
      }}
    >
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1, alignItems: 'center' }}>
          {post.isPinned ? <PinnedBadge /> : null}
          <CategoryChip category={post.category} />
        </Stack>
        <Typography id={titleId} component="h2" variant="h4" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
          <Link
            component={RouterLink}
            to={`/forum/${post.id}`}
            color="inherit"
            underline="hover"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {post.title}
          </Link>
        </Typography>
        <Markup
          text={post.content}
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            mb: 2,
          }}
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
          <PostStats post={post} />
        </Box>
      </CardContent>
    </Card>
  );
}
