import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchDialogRoute } from '../dialogs/dialog-route';
import { UserDialogs } from '../users/UserDialogs';
import { UserList } from '../users/UserList';
import { PendingApprovals } from './PendingApprovals';

/** 'User Management': pending approvals first, then the table of every user, and the user modal over it. */
export function UsersTab() {
  const translate = useTranslate();
  const route = useSearchDialogRoute('user');
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('club.users.managementTitle')}
      </Typography>
      <PendingApprovals />
      <Box sx={{ mt: 4 }}>
        <UserList route={route} />
      </Box>
      <UserDialogs route={route} />
    </>
  );
}
