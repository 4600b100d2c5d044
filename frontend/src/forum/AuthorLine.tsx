import { Box, Typography } from '@mui/material';
import type { ForumAuthorDto } from '../api/generated/types.gen';
import { UserAvatar } from '../layout/UserAvatar';
import { formatDateTime } from '../shared/format-date-time';

export const authorName = (author: ForumAuthorDto) =>
  `${author.profile.firstName} ${author.profile.lastName}`.trim();

/** Who wrote a post or comment, and when (en-GB, UK time); '(edited)' once changed. */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
  size = 32,
}: {
  author: ForumAuthorDto;
  createdAt: string;
  editedAt: string | null;
  size?: number;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <UserAvatar user={author} size={size} decorative />
      <Box sx={{ minWidth: 0 }}>
        {/* Wraps rather than cutting: a long name is read whole at phone width (nothing to hover for it there). */}
        <Typography
          component="span"
          variant="body2"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {authorName(author)}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
          {editedAt ? (
            <Box component="span" title={`Edited ${formatDateTime(editedAt)}`}>
              {' '}
              (edited)
            </Box>
          ) : null}
        </Typography>
      </Box>
    </Box>
  );
}
