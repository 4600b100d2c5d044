import { Button, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { usePendingUsers } from '../users/use-pending-users';
import { PendingUsersContent } from '../users/PendingUsersContent';

/** The Users tab's 'Pending Approvals' block: the same cards as /admin/users. */
export function PendingApprovals() {
  const translate = useTranslate();
  const pending = usePendingUsers();
  return (
    <section aria-labelledby="pending-approvals-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="pending-approvals-heading" variant="h6" component="h3">
          {translate('club.users.pendingApprovals')}
        </Typography>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={pending.refresh}
          disabled={pending.isFetching}
        >
          {translate('club.pending.refresh')}
        </Button>
      </Stack>
      <PendingUsersContent pending={pending} cardHeadingLevel="h4" />
    </section>
  );
}
