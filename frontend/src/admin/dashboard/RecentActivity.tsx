import {
  Alert,
  Avatar,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityDto } from '../../api/generated/types.gen';
import { activityTimeLabel } from '../time-label';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

const RECENT_LIMIT = 10;

/** Newest first, at most 10 (the server already answers so; kept here in case it answers more). */
export function newestFirst(activity: readonly ActivityDto[]): ActivityDto[] {
  return [...activity].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, RECENT_LIMIT);
}

/**
 * Recent activity (spec 2 §2, §9): sign-ups and event registrations, newest first, with 'Just now',
 * 'N minutes ago', 'N hours ago' or 'N days ago'. A failed load says so (the prototype showed two invented
 * entries instead; the product does not show made-up data).
 */
export function RecentActivity({
  activity,
  isPending,
  isError,
}: {
  activity: readonly ActivityDto[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  const translate = useTranslate();
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  if (isError || !activity)
    return (
      <LoadErrorOrOffline>
        <Alert severity="error">{translate('club.dashboard.recentFailed')}</Alert>
      </LoadErrorOrOffline>
    );
  const entries = newestFirst(activity);
  if (entries.length === 0)
    return <Typography color="text.secondary">{translate('club.dashboard.recentEmpty')}</Typography>;
  return (
    <List dense disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemAvatar>
            <Avatar src={entry.avatarUrl} alt="" sx={{ width: 36, height: 36 }}>
              {entry.userName.charAt(0)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={entry.text}
            secondary={<time dateTime={entry.at}>{activityTimeLabel(entry.at)}</time>}
          />
        </ListItem>
      ))}
    </List>
  );
}
