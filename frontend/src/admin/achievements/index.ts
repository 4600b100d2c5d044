import { dashboardDialogRedirects } from '../dashboard/dashboard-dialog-redirect';

/**
 * The `achievements` resource: its table is the dashboard's 'Leaderboard & Achievements' tab
 * (/admin?tab=achievements), where the achievement modal opens over it (&achievement={id}, or `create`).
 * react-admin's own addresses /admin/achievements/create and /admin/achievements/{id} lead there.
 */
export { AchievementsRedirect as list } from './AchievementsRedirect';
export { default as icon } from '@mui/icons-material/EmojiEvents';

export const { create, edit } = dashboardDialogRedirects('achievements', 'achievement');
export const recordRepresentation = (record: { title: string }): string => record.title;
