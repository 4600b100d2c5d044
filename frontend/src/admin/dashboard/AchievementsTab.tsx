import { Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { CreateButton, useTranslate } from 'react-admin';
import { AchievementBoards } from '../achievements/AchievementBoards';
import { AchievementList } from '../achievements/AchievementList';

/** 'Leaderboard & Achievements' (spec 2 §2): Add Achievement, the three top-5 boards and every achievement. */
export function AchievementsTab() {
  const translate = useTranslate();
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          {translate('club.achievements.title')}
        </Typography>
        <CreateButton
          resource="achievements"
          label={translate('club.achievements.add')}
          variant="contained"
          icon={<AddIcon />}
        />
      </Stack>
      <AchievementBoards />
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('club.achievements.all')}
      </Typography>
      <AchievementList />
    </>
  );
}
