import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RecentSignups } from './RecentSignups';
import { UserCountCard } from './UserCountCard';

/** Counts of users by role and the recent activity. */
export function OverviewTab() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('club.dashboard.tabs.overview')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}
      >
        <UserCountCard label="club.dashboard.counts.total" />
        <UserCountCard label="club.dashboard.counts.pending" role="PENDING" />
        <UserCountCard label="club.dashboard.counts.members" role="MEMBER" />
        <UserCountCard label="club.dashboard.counts.admins" role="ADMIN" />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {translate('club.dashboard.recentActivity')}
          </Typography>
          <RecentSignups />
        </CardContent>
      </Card>
    </>
  );
}
