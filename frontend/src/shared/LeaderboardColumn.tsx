import {
  Avatar,
  Box,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';

/** One line of a leaderboard (spec 2 §3): a member or a family member and their wins. */
export interface LeaderboardLine {
  readonly id: number | string;
  readonly name: string;
  readonly avatar?: string | null;
  readonly wins: number;
}

export const LEADERBOARD_SIZE = 5;

/** Room for five lines, so the column keeps its height from loading to loaded. */
const LIST_MIN_HEIGHT = LEADERBOARD_SIZE * 48;

/**
 * A top-5 column (spec 2 §2): rank, avatar, name and wins, or the column's empty message. Used by the
 * member dashboard and the admin's achievements tab.
 */
export function LeaderboardColumn({
  title,
  empty,
  lines,
  loading = false,
  headingLevel = 'h3',
}: {
  title: string;
  empty: string;
  lines: readonly LeaderboardLine[] | undefined;
  loading?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  const top = (lines ?? []).slice(0, LEADERBOARD_SIZE);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography
        component={headingLevel}
        variant="h6"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <EmojiEventsIcon aria-hidden="true" sx={{ color: '#b8860b' }} />
        {title}
      </Typography>
      <Box sx={{ minHeight: LIST_MIN_HEIGHT }}>
        {loading ? (
          <Box aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={44} sx={{ mb: 1.5 }} />
            ))}
          </Box>
        ) : top.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {empty}
          </Typography>
        ) : (
          <List component="ol" dense disablePadding aria-label={`${title}, top ${LEADERBOARD_SIZE}`}>
            {top.map((line, index) => (
              <ListItem key={line.id} disableGutters>
                <Typography aria-hidden="true" sx={{ width: 28, fontWeight: 700, color: 'text.secondary' }}>
                  {index + 1}
                </Typography>
                <ListItemAvatar sx={{ minWidth: 48 }}>
                  <Avatar src={line.avatar ?? undefined} alt="" slotProps={{ img: { loading: 'lazy' } }}>
                    {line.name.charAt(0).toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={line.name} />
                <Typography sx={{ fontWeight: 700 }}>
                  {line.wins} {line.wins === 1 ? 'win' : 'wins'}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Paper>
  );
}
