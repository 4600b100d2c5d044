import { Alert, List, ListItem, ListItemAvatar, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import type { AdminDataProvider } from '../dataProvider';
import { timeLabel } from '../time-label';
import { fullName } from '../users/user-name';
import { UserAvatar } from '../users/UserAvatar';

export const RECENT_USERS_KEY = ['users', 'recent'] as const;
const RECENT_LIMIT = 10;

/** Newest first, at most 10 (the server already answers so; kept here in case it answers more). */
export function newestFirst(users: readonly UserDto[]): UserDto[] {
  return [...users].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, RECENT_LIMIT);
}

/**
 * Recent activity: the latest sign-ups from `adminUsersRecent`. A failed load says so
 * (the prototype showed two invented entries instead; the product does not show made-up data).
 */
export function RecentSignups() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: RECENT_USERS_KEY,
    queryFn: () => dataProvider.getRecentUsers(),
  });
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  if (isError) return <Alert severity="error">{translate('club.dashboard.recentFailed')}</Alert>;
  const users = newestFirst(data);
  if (users.length === 0)
    return <Typography color="text.secondary">{translate('club.dashboard.recentEmpty')}</Typography>;
  return (
    <List dense disablePadding>
      {users.map((user) => (
        <ListItem key={user.id} disableGutters>
          <ListItemAvatar>
            <UserAvatar user={user} size={36} />
          </ListItemAvatar>
          <ListItemText
            primary={translate('club.dashboard.signedUp', { name: fullName(user) })}
            secondary={<time dateTime={user.createdAt}>{timeLabel(user.createdAt)}</time>}
          />
        </ListItem>
      ))}
    </List>
  );
}
