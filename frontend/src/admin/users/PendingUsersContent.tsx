import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useTranslate } from 'react-admin';
import type { PendingUsers } from './use-pending-users';
import { PendingUserCard } from './PendingUserCard';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

/** The count, the failure banner, the empty state or the cards of the pending applications. */
export function PendingUsersContent({
  pending,
  cardHeadingLevel,
}: {
  pending: PendingUsers;
  cardHeadingLevel: 'h2' | 'h4';
}) {
  const translate = useTranslate();
  const { users, isLoading, isError, busyIds, approve, reject } = pending;

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (isError) {
    return (
      <LoadErrorOrOffline onRetry={pending.refresh}>
        <Alert severity="error" variant="filled" sx={{ my: 2 }}>
          {translate('club.pending.loadFailed')}
        </Alert>
      </LoadErrorOrOffline>
    );
  }
  return (
    <>
      <Typography role="status" sx={{ mb: 2 }}>
        {translate('club.pending.count', { smart_count: users.length })}
      </Typography>
      {users.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <InboxIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h6" component="p">
            {translate('club.pending.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{translate('club.pending.emptyMessage')}</Typography>
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {users.map((user) => (
            <PendingUserCard
              key={user.id}
              user={user}
              busy={busyIds.has(user.id)}
              headingLevel={cardHeadingLevel}
              onApprove={(u) => void approve(u)}
              onReject={(u) => void reject(u)}
            />
          ))}
        </Box>
      )}
    </>
  );
}
