import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UserList } from '../users/UserList';
import { PendingApprovals } from './PendingApprovals';

/** 'User Management': pending approvals first, then the table of every user. */
export function UsersTab() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('club.users.managementTitle')}
      </Typography>
      <PendingApprovals />
      <Box sx={{ mt: 4 }}>
        <UserList />
      </Box>
    </>
  );
}
