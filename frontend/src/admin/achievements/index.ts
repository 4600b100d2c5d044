/**
 * The `achievements` resource: its table is the dashboard's 'Leaderboard & Achievements' tab
 * (/admin?tab=achievements); create and edit are /admin/achievements/create and /admin/achievements/{id}.
 */
export { AchievementsRedirect as list } from './AchievementsRedirect';
export { AchievementCreate as create } from './AchievementCreate';
export { AchievementEdit as edit } from './AchievementEdit';
export { default as icon } from '@mui/icons-material/EmojiEvents';

export const recordRepresentation = (record: { title: string }): string => record.title;
