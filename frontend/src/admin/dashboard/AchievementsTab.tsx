import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PlaceholderBlock } from './PlaceholderBlock';

const LEADERBOARDS = [
  { title: 'club.achievements.tournament', empty: 'club.achievements.noTournament' },
  { title: 'club.achievements.casual', empty: 'club.achievements.noCasual' },
  { title: 'club.achievements.competition', empty: 'club.achievements.noCompetition' },
] as const;

/** 'Leaderboard & Achievements': the three top-5 boards and the achievements table, empty for now. */
export function AchievementsTab() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {translate('club.achievements.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('club.achievements.arrives')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 2 }}>
        {LEADERBOARDS.map(({ title, empty }) => (
          <PlaceholderBlock key={title} title={title}>
            <Typography color="text.secondary">{translate(empty)}</Typography>
          </PlaceholderBlock>
        ))}
      </Box>
      <PlaceholderBlock title="club.achievements.all">
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <Typography variant="h6" component="p">
            {translate('club.achievements.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{translate('club.achievements.emptyMessage')}</Typography>
        </Box>
      </PlaceholderBlock>
    </>
  );
}
