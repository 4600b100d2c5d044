import { Box } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { leaderboardGet } from '../../api/generated/sdk.gen';
import { LeaderboardColumn } from '../../shared/LeaderboardColumn';
import { adminCall } from '../api-call';

const BOARDS = [
  { key: 'tournament', title: 'club.achievements.tournament', empty: 'club.achievements.noTournament' },
  { key: 'casual', title: 'club.achievements.casual', empty: 'club.achievements.noCasual' },
  { key: 'competition', title: 'club.achievements.competition', empty: 'club.achievements.noCompetition' },
] as const;

const LEADERBOARD_KEY = ['leaderboard'];

/** Reads the boards again: after an achievement is added, changed or deleted (react-admin refreshes only its list). */
export function useRefreshBoards(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
}

/** The three top-5 boards (spec 2 §2): rank, avatar, name and wins, each with its empty message. */
export function AchievementBoards() {
  const translate = useTranslate();
  const board = useQuery({ queryKey: LEADERBOARD_KEY, queryFn: () => adminCall(leaderboardGet()) });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 3 }}>
      {BOARDS.map(({ key, title, empty }) => (
        <LeaderboardColumn
          key={key}
          title={translate(title)}
          empty={translate(empty)}
          lines={board.data?.[key]}
          loading={board.isPending}
        />
      ))}
    </Box>
  );
}
