import { Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { AchievementBoards } from '../achievements/AchievementBoards';
import { AchievementDialogs } from '../achievements/AchievementDialogs';
import { AchievementList } from '../achievements/AchievementList';
import { useSearchDialogRoute } from '../dialogs/dialog-route';
import { DialogLinkButton } from '../dialogs/DialogLinkButton';

/**
 * 'Leaderboard & Achievements' (spec 2 §2): Add Achievement, the three top-5 boards and every achievement, and
 * the achievement modal over them.
 */
export function AchievementsTab() {
  const translate = useTranslate();
  const route = useSearchDialogRoute('achievement');
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          {translate('club.achievements.title')}
        </Typography>
        <DialogLinkButton
          link={route.createLink}
          label="club.achievements.add"
          variant="contained"
          icon={<AddIcon />}
        />
      </Stack>
      <AchievementBoards />
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('club.achievements.all')}
      </Typography>
      <AchievementList route={route} />
      <AchievementDialogs route={route} />
    </>
  );
}
